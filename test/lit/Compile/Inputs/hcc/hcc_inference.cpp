// HCC's restriction inference, in our own code: kernels written without
// [[hc]] (a lambda and a functor), the unannotated functions they call (a
// function declared before its definition, a template, a class's
// constructor and member), and restrict(auto) functions that suit both
// sides, the device alone (a barrier) and the host alone (new). Translated
// by amp2hip, built with hipcc and nvcc, run on the GPU: prints PASS and
// exits 0, or says what failed and exits 1.
#include <hc.hpp>

#include <cstdio>
#include <vector>

static int failures = 0;

static void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}

int offset(int x);

template <typename T> T clamp_to(T x, T hi) { return x < hi ? x : hi; }

struct Scaled {
  int factor;
  explicit Scaled(int f) : factor(f) {}
  int apply(int x) const;
};

int Scaled::apply(int x) const { return clamp_to(x * factor, 1000); }

int offset(int x) { return x + 7; }

int square(int x) restrict(auto) { return x * x; }

void settle(hc::tiled_index<1> t) restrict(auto) { t.barrier.wait(); }

int *host_buffer(int n) restrict(auto) { return new int[n]; }

struct AddOffset {
  hc::array_view<int, 1> out;
  void operator()(hc::index<1> i) const { out[i] = offset(out[i]); }
};

int main() {
  const int n = 256;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = i;
  hc::array_view<int, 1> v(n, data);
  hc::parallel_for_each(v.get_extent(), [=](hc::index<1> i) {
    v[i] = Scaled(3).apply(v[i]) + square(2);
  });
  hc::parallel_for_each(v.get_extent(), AddOffset{v});
  std::vector<int> firsts(n / 64);
  hc::array_view<int, 1> f(n / 64, firsts);
  // The last thread of each tile reads what the first wrote.
  hc::parallel_for_each(hc::extent<1>(n).tile(64), [=](hc::tiled_index<1> t) {
    tile_static int first;
    if (t.local[0] == 0)
      first = v[t.tile_origin];
    settle(t);
    if (t.local[0] == 63)
      f[t.tile] = first;
  });
  v.synchronize();
  f.synchronize();
  for (int k = 0; k < n / 64; ++k)
    expect(firsts[k] == data[k * 64], "tile_static through a barrier");
  for (int i = 0; i < n; ++i) {
    int want = (i * 3 < 1000 ? i * 3 : 1000) + 4 + 7;
    if (data[i] != want) {
      std::printf("element %d: %d, want %d\n", i, data[i], want);
      expect(false, "kernels");
      break;
    }
  }
  int *b = host_buffer(4);
  b[0] = square(5);
  expect(b[0] == 25, "restrict(auto) on the host");
  delete[] b;
  if (failures)
    return 1;
  std::printf("PASS\n");
  return 0;
}
