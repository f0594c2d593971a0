// HCC's hc API, written as hc programs were (<hc.hpp>, [[hc]], run-time tile
// sizes, completion_future, am_alloc): translated by amp2hip, built with
// hipcc and nvcc, run on the GPU. Prints PASS and exits 0, or says what
// failed and exits 1.
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

int scaled(int x) [[hc, cpu]] { return 3 * x; }

static void views_and_futures() {
  const int n = 1000;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = i;
  hc::array_view<int, 1> v(n, data);
  hc::completion_future done = hc::parallel_for_each(
      hc::extent<1>(n), [=](hc::index<1> i) [[hc]] { v[i] = scaled(v[i]); });
  done.wait();
  v.synchronize();
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= data[i] == 3 * i;
  expect(ok, "parallel_for_each over an extent, waited on its future");
}

static void arrays_by_reference() {
  const int n = 256;
  hc::array<float, 1> a(n);
  hc::parallel_for_each(a.get_extent(), [&a](hc::index<1> i) [[hc]] {
    a[i] = hc::precise_math::sqrt(static_cast<float>(i[0] * i[0]));
  }).wait();
  std::vector<float> back(n);
  hc::copy(a, back.begin());
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= back[i] == static_cast<float>(i);
  expect(ok, "hc::array captured by reference, precise_math");
}

// A tile size known only at run time, and an extent that is not a multiple
// of it: the last tile is partial, as on HCC.
static void run_time_tiles(int tile) {
  const int n = 1000;
  std::vector<int> out(n, -2);
  hc::array_view<int, 1> o(n, out);
  hc::tiled_extent<1> domain(hc::extent<1>(n), tile);
  hc::parallel_for_each(domain, [=](hc::tiled_index<1> t) [[hc]] {
    tile_static int s[256];
    s[t.local[0]] = t.global[0];
    t.barrier.wait();
    const int mirror = t.tile_dim[0] - 1 - t.local[0];
    const int g = t.tile_origin[0] + mirror;
    o[t.global] = g < n ? s[mirror] : -1;
  });
  o.synchronize();
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    const int origin = i / tile * tile, mirror = tile - 1 - (i - origin);
    const int g = origin + mirror;
    ok &= out[i] == (g < n ? g : -1);
  }
  expect(ok, "tiled_extent<1> with a run-time tile size, tile_static");
}

static void two_dimensional_tiles() {
  const int rows = 40, cols = 50;
  std::vector<int> out(rows * cols, 0);
  hc::array_view<int, 2> o(rows, cols, out);
  hc::extent<2> e(rows, cols);
  hc::parallel_for_each(e.tile(8, 16), [=](hc::tiled_index<2> t) [[hc]] {
    const bool consistent =
        t.global[0] == t.tile[0] * t.tile_dim[0] + t.local[0] &&
        t.global[1] == t.tile[1] * t.tile_dim[1] + t.local[1] &&
        t.tile_origin[1] == t.tile[1] * 16;
    o[t.global] = consistent ? 1 : 2;
  });
  o.synchronize();
  bool ok = true;
  for (int v : out)
    ok &= v == 1;
  expect(ok, "extent<2>::tile(t0, t1) and tiled_index<2>");
}

static void device_pointers() {
  const int n = 512;
  std::vector<int> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = i;
  hc::accelerator acc;
  int *dev = hc::am_alloc(n * sizeof(int), acc, 0);
  expect(dev != nullptr, "am_alloc");
  if (!dev)
    return;
  hc::am_copy(dev, host.data(), n * sizeof(int));
  hc::parallel_for_each(hc::extent<1>(n), [=](hc::index<1> i) [[hc]] {
    dev[i[0]] += 1000;
  }).wait();
  std::vector<int> back(n);
  hc::am_copy(back.data(), dev, n * sizeof(int));
  expect(hc::am_free(dev) == 0, "am_free");
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= back[i] == i + 1000;
  expect(ok, "am_alloc memory used by a kernel, am_copy both ways");
}

static void atomics() {
  int total = 0;
  hc::array_view<int, 1> t(1, &total);
  hc::parallel_for_each(hc::extent<1>(4096), [=](hc::index<1> i) [[hc]] {
    hc::atomic_fetch_add(&t[0], 1);
  });
  t.synchronize();
  expect(total == 4096, "hc::atomic_fetch_add");
}

// Cross-lane operations in tiles of 32 threads: a tile is one wavefront on
// NVIDIA and half of one on AMD, so width 32 means the same on both.
static void cross_lane() {
  const int n = 256;
  std::vector<int> lane(n), first(n), active(n);
  hc::array_view<int, 1> l(n, lane), f(n, first), a(n, active);
  hc::parallel_for_each(hc::extent<1>(n).tile(32),
                        [=](hc::tiled_index<1> t) [[hc]] {
    l[t.global] = static_cast<int>(hc::__lane_id() % 32);
    f[t.global] = hc::__shfl(t.global[0], 0, 32);
    a[t.global] = static_cast<int>(hc::__activelanecount_u32_b1(1));
  });
  l.synchronize();
  f.synchronize();
  a.synchronize();
  bool lanes = true, shuffles = true, counts = true;
  for (int i = 0; i < n; ++i) {
    lanes &= lane[i] == i % 32;
    shuffles &= first[i] == i / 32 * 32;
    counts &= active[i] >= 32;
  }
  expect(lanes, "__lane_id");
  expect(shuffles, "__shfl with width 32");
  expect(counts, "__activelanecount_u32_b1");
}

int main() {
  views_and_futures();
  arrays_by_reference();
  run_time_tiles(64);
  run_time_tiles(100);
  two_dimensional_tiles();
  device_pointers();
  atomics();
  cross_lane();
  if (failures) {
    std::printf("FAIL: %d check(s)\n", failures);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
