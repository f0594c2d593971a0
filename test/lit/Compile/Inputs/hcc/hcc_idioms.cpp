// Idioms of the C++ AMP programs AMD wrote for HCC (proxy applications),
// in our own code: the path chosen by HCC's predefined macros, pointer
// members reached through an [[hc]] function's parameter, a `static const`
// table in a kernel, arrays captured by reference through a macro, a
// program's own norm() beside `using namespace hc;`, a dynamic group
// segment, `size_t` captured. Translated by amp2hip in HCC's hc mode, built
// with hipcc and nvcc, run on the GPU: prints PASS and exits 0, or says
// what failed and exits 1.
#if !defined(__HCC__) || !(defined(__HCC_HC__) || defined(__KALMAR_HC__))
#error "this program is built by HCC in its hc mode"
#endif
#include <hc.hpp>
#include <hc_am.hpp>

#include <cstdio>
#include <vector>

#ifdef DOUBLE
typedef double real;
#else
typedef float real;
#endif

// The programs switch between array and array_view with a macro that
// captures the array by reference, or nothing.
#ifdef USE_VIEWS
#define BY_REFERENCE(name)
#else
#define BY_REFERENCE(name) , &name
#endif

using namespace hc;

static int failures = 0;

static void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}

// A function of the program named like a short-vector helper.
static double norm(const std::vector<double> &v) {
  double s = 0;
  for (double x : v)
    s += x * x;
  return s;
}

struct Table {
  int n;
  real *values; // device memory (am_alloc)
};

static real lookup(const Table *t, int i) [[hc]] {
  return t->values[i % t->n];
}

static void pointer_members() {
  const int n = 8;
  std::vector<real> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = real(i) + 0.5f;
  accelerator acc;
  real *dev = static_cast<real *>(am_alloc(n * sizeof(real), acc, 0));
  expect(dev != nullptr, "am_alloc");
  if (!dev)
    return;
  am_copy(dev, host.data(), n * sizeof(real));
  Table table{n, dev};
  std::vector<real> out(64);
  array_view<real, 1> o(64, out);
  parallel_for_each(o.get_extent(), [=](index<1> i) [[hc]] {
    o[i] = lookup(&table, i[0]);
  });
  o.synchronize();
  bool ok = true;
  for (int i = 0; i < 64; ++i)
    ok = ok && out[i] == host[i % n];
  expect(ok, "a pointer member reached through a parameter");
  am_free(dev);
}

static void constant_table() {
  std::vector<int> out(32);
  array_view<int, 1> o(32, out);
  parallel_for_each(o.get_extent(), [=](index<1> i) [[hc]] {
    static const int weights[4] = {2, 3, 5, 7};
    o[i] = weights[i[0] % 4] * i[0];
  });
  o.synchronize();
  const int w[4] = {2, 3, 5, 7};
  bool ok = true;
  for (int i = 0; i < 32; ++i)
    ok = ok && out[i] == w[i % 4] * i;
  expect(ok, "a static const table in a kernel");
}

static void arrays_through_a_macro() {
  const int n = 256;
  std::vector<int> init(n);
  for (int i = 0; i < n; ++i)
    init[i] = i;
  array<int, 1> a(n, init.begin());
  array<int, 1> b(n);
  std::size_t offset = 3; // 64 bits here as it was for HCC
  parallel_for_each(a.get_extent(),
                    [= BY_REFERENCE(a) BY_REFERENCE(b)](index<1> i) [[hc]] {
                      b[i] = a[i] + static_cast<int>(offset);
                    });
  std::vector<int> back(n);
  copy(b, back.begin());
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && back[i] == i + 3;
  expect(ok, "arrays captured by reference through a macro");
}

// A sum per tile in the tile's dynamic group segment, where the program
// sized it at run time; fixed tile_static storage on AMD's GPUs, as the
// programs chose with HCC's backend macro.
static void group_segment() {
  const int n = 1024, tile = 128;
  std::vector<int> data(n, 1), sums(n / tile, 0);
  array_view<const int, 1> in(n, data);
  array_view<int, 1> out(n / tile, sums);
  hc::extent<1> e(n);
  tiled_extent<1> domain = e.tile(tile);
  domain.set_dynamic_group_segment_size(tile * sizeof(int));
  expect(domain.get_dynamic_group_segment_size() == tile * sizeof(int),
         "the dynamic group segment's size");
  expect(accelerator().get_max_tile_static_size() >= tile * sizeof(int),
         "get_max_tile_static_size");
  parallel_for_each(domain, [=](tiled_index<1> t) [[hc]] {
#if __hcc_backend__ == HCC_BACKEND_AMDGPU
    int *scratch = static_cast<int *>(get_dynamic_group_segment_base_pointer());
#else
    tile_static int scratch[128];
#endif
    const int l = t.local[0];
    scratch[l] = in[t.global];
    t.barrier.wait();
    for (int step = tile / 2; step > 0; step /= 2) {
      if (l < step)
        scratch[l] += scratch[l + step];
      t.barrier.wait();
    }
    if (l == 0)
      out[t.tile] = scratch[0];
  });
  out.synchronize();
  bool ok = true;
  for (int s : sums)
    ok = ok && s == tile;
  expect(ok, "a sum in the dynamic group segment");
}

int main() {
  expect(norm({3.0, 4.0}) == 25.0, "the program's own norm");
  pointer_members();
  constant_table();
  arrays_through_a_macro();
  group_segment();
  if (failures)
    return 1;
  std::printf("PASS\n");
  return 0;
}
