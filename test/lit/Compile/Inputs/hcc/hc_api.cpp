// HCC's hc API, written as hc programs were (<hc.hpp>, [[hc]], run-time tile
// sizes, completion_future, am_alloc, markers, the group segment's sizes,
// work-item functions, and the later additions of later_additions()):
// translated by amp2hip, built with hipcc and nvcc,
// run on the GPU. Prints PASS and exits 0, or says what failed and exits 1.
#include <hc.hpp>
#include <hc_am.hpp>
#include <hc_math.hpp>
#include <hc_short_vector.hpp>

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
  // A partial last tile's tile_dim is its own size, as in HCC.
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    const int origin = i / tile * tile;
    const int size = n - origin < tile ? n - origin : tile;
    const int g = origin + size - 1 - (i - origin);
    ok &= out[i] == g;
  }
  expect(ok, "tiled_extent<1> with a run-time tile size, tile_static");
}

static void two_dimensional_tiles() {
  const int rows = 40, cols = 50;
  std::vector<int> out(rows * cols, 0);
  hc::array_view<int, 2> o(rows, cols, out);
  hc::extent<2> e(rows, cols);
  hc::parallel_for_each(e.tile(8, 16), [=](hc::tiled_index<2> t) [[hc]] {
    // 50 columns in tiles of 16: the last tile is 2 wide, and its tile_dim
    // says so (HCC's partial tiles).
    const bool consistent =
        t.global[0] == t.tile_origin[0] + t.local[0] &&
        t.global[1] == t.tile_origin[1] + t.local[1] &&
        t.tile_origin[0] == t.tile[0] * 8 &&
        t.tile_origin[1] == t.tile[1] * 16 && t.tile_dim[0] == 8 &&
        t.tile_dim[1] == (t.tile[1] == 3 ? 2 : 16);
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

// A kernel lambda marked [[cpu, hc]] with tile_static memory: HCC built
// the kernel for the GPU alone and took it; each tile counts down a shared
// counter per cell, atomically, then every thread reads its cell back.
static void cpu_hc_kernel_with_tile_static() {
  const int n = 48, tile = 6;
  std::vector<int> out(n * n, 1);
  hc::array_view<int, 2> o(n, n, out);
  hc::parallel_for_each(hc::extent<2>(n, n).tile(tile, tile),
                        [=](hc::tiled_index<2> t) [[cpu, hc]] {
    tile_static int cells[tile][tile];
    cells[t.local[0]][t.local[1]] = 0;
    t.barrier.wait();
    for (int i = 0; i < tile; ++i)
      for (int j = 0; j < tile; ++j)
        hc::atomic_fetch_dec(&cells[i][j]);
    t.barrier.wait();
    o[t.global] = cells[t.local[0]][t.local[1]];
  });
  o.synchronize();
  bool ok = true;
  for (int v : out)
    ok &= v == -tile * tile;
  expect(ok, "tile_static in a [[cpu, hc]] kernel lambda");
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

// The views of an accelerator, markers with a fence scope and several
// dependencies, tiled_extent with the dynamic group segment in its
// constructor, the group segment's sizes seen from a kernel, and HCC's
// work-item functions.
static void views_of_an_accelerator() {
  hc::accelerator gpu;
  hc::accelerator_view first = gpu.get_default_view();
  std::vector<hc::accelerator_view> made;
  for (int i = 0; i < 3; ++i)
    made.push_back(gpu.create_view());
  std::vector<hc::accelerator_view> all = gpu.get_all_views();
  expect(all.size() == 4, "get_all_views: the default view and three more");
  bool ordered = all.size() == 4 && all[0] == first;
  for (int i = 0; ordered && i < 3; ++i)
    ordered = all[i + 1] == made[i];
  expect(ordered, "get_all_views: in the order they were made");
  all.clear();
  made.pop_back(); // its last copy
  expect(gpu.get_all_views().size() == 3, "get_all_views: a view gone");
}

static void markers() {
  const int n = 4096;
  std::vector<int> data(n, 1);
  hc::array_view<int, 1> v(n, data);
  hc::accelerator_view av = hc::accelerator().get_default_view();
  hc::completion_future a = hc::parallel_for_each(
      av, v.get_extent(), [=](hc::index<1> i) [[hc]] { v[i] += 1; });
  hc::completion_future b = av.create_marker(hc::accelerator_scope);
  hc::completion_future c =
      av.create_blocking_marker({a, b}, hc::system_scope);
  c.wait();
  expect(a.is_ready() && b.is_ready(), "a blocking marker waits for all");
  v.synchronize();
  expect(data[0] == 2 && data[n - 1] == 2, "the kernel before the markers");
}

static void group_segment_sizes() {
  const int n = 1024, tile = 128;
  const unsigned dynamic = 2048;
  std::vector<unsigned> total(n), fixed(n);
  hc::array_view<unsigned, 1> t(n, total), f(n, fixed);
  // The dynamic part in the constructor, as HCC's tiled_extent took it.
  hc::tiled_extent<1> domain(hc::extent<1>(n), tile, dynamic);
  expect(domain.get_dynamic_group_segment_size() == dynamic,
         "tiled_extent(extent, tile, size)");
  hc::parallel_for_each(domain, [=](hc::tiled_index<1> i) [[hc]] {
    tile_static volatile unsigned block[tile];
    block[i.local[0]] = 0;
    t[i.global] = hc::get_group_segment_size() + block[i.local[0]];
    f[i.global] = hc::get_static_group_segment_size();
  });
  t.synchronize();
  f.synchronize();
  expect(fixed[0] == sizeof(unsigned) * tile && fixed[n - 1] == fixed[0],
         "get_static_group_segment_size: the kernel's tile_static array");
  expect(total[0] == fixed[0] + dynamic && total[n - 1] == total[0],
         "get_group_segment_size: static and dynamic parts");
  if (failures)
    std::printf("  group segment: total %u, static %u\n", total[0], fixed[0]);

  // A kernel of a tiled launch may take the global index alone, as HCC's
  // did.
  std::vector<int> where(n, -1);
  hc::array_view<int, 1> w(n, where);
  hc::parallel_for_each(domain, [=](hc::index<1> i) [[hc]] { w[i] = i[0]; });
  w.synchronize();
  expect(where[0] == 0 && where[n - 1] == n - 1,
         "a tiled launch whose kernel takes an index");

  hc::tiled_extent<2> two(64, 32, 8, 16, 512);
  hc::tiled_extent<3> three(hc::extent<3>(4, 8, 16), 2, 4, 8, 256);
  expect(two.tile_dim[0] == 8 && two.tile_dim[1] == 16 &&
             two.get_dynamic_group_segment_size() == 512,
         "tiled_extent<2>(e0, e1, t0, t1, size)");
  expect(three.tile_dim[2] == 8 && three.get_dynamic_group_segment_size() == 256,
         "tiled_extent<3>(extent, t0, t1, t2, size)");
}

static void work_item_functions() {
  const int rows = 32, cols = 64;
  std::vector<int> out(rows * cols, -1);
  hc::array_view<int, 2> v(rows, cols, out);
  hc::parallel_for_each(hc::extent<2>(rows, cols).tile(8, 16),
                        [=](hc::tiled_index<2> i) [[hc]] {
                          // Dimension 0 is the fastest-varying one.
                          const bool same =
                              amp_get_global_id(0) == i.global[1] &&
                              amp_get_global_id(1) == i.global[0] &&
                              amp_get_local_id(0) == i.local[1] &&
                              amp_get_group_id(1) == i.tile[0] &&
                              amp_get_local_size(0) == 16 &&
                              amp_get_local_size(1) == 8;
                          v[i.global] = same ? 1 : 0;
                        });
  v.synchronize();
  int right = 0;
  for (int x : out)
    right += x == 1;
  expect(right == rows * cols, "amp_get_global_id and the other work-item "
                               "functions in a tiled launch");

  std::vector<int> flat(1000, -1);
  hc::array_view<int, 1> w(1000, flat);
  hc::parallel_for_each(hc::extent<1>(1000), [=](hc::index<1> i) [[hc]] {
    w[i] = amp_get_global_id(0) - i[0];
  });
  w.synchronize();
  bool zero = true;
  for (int x : flat)
    zero &= x == 0;
  expect(zero, "amp_get_global_id(0) in a launch over an extent");
}

// HCC's pass macros: a kernel sees the device pass's, the host the host's.
static void pass_macros() {
  int seen[2] = {0, 0};
  hc::array_view<int, 1> v(2, seen);
  hc::parallel_for_each(hc::extent<1>(1), [=](hc::index<1>) [[hc]] {
#ifdef __HCC_ACCELERATOR__
    v[0] = 1;
#else
    v[0] = 2;
#endif
#if __KALMAR_ACCELERATOR__
    v[1] = 1;
#else
    v[1] = 2;
#endif
  });
  v.synchronize();
  expect(seen[0] == 1 && seen[1] == 1, "__HCC_ACCELERATOR__ in a kernel");
#if !defined(__HCC_CPU__) || defined(__HCC_ACCELERATOR__)
  expect(false, "__HCC_CPU__ on the host");
#endif
}

// Host data a kernel captures by reference, as HCC's kernels wrote it
// through shared virtual memory: mirrored and copied back.
struct Bounds {
  int low, high;
};

static void host_data_by_reference() {
  int table[256];
  for (int i = 0; i < 256; ++i)
    table[i] = i;
  int factor = 3;
  int sum = 0;
  Bounds bounds = {0, 0};
  hc::parallel_for_each(hc::extent<1>(256), [&](hc::index<1> i) [[hc]] {
    table[i[0]] *= factor;
    if (i[0] == 255) {
      sum = 7;
      bounds.high = table[i[0]];
    }
  });
  bool ok = sum == 7 && bounds.high == 3 * 255;
  for (int i = 0; i < 256; ++i)
    ok &= table[i] == 3 * i;
  expect(ok, "host data captured by reference, written by a kernel");
  const int offset = 5;
  std::vector<int> out(16);
  hc::array_view<int, 1> v(16, out);
  hc::parallel_for_each(hc::extent<1>(16), [=, &offset](hc::index<1> i) [[hc]] {
    v[i] = i[0] + offset;
  });
  v.synchronize();
  expect(out[15] == 20, "a const host variable by reference");
}

// What HCC's own unit tests used beyond the above: hc_am's status codes,
// the wrapping atomics, hc_math's global functions, one-component and
// char/long short vectors, wait modes, execute orders and priorities,
// ticks, use counts, run-time tiles of a view's extent.
static void later_additions() {
  hc::accelerator acc;
  int *block = hc::am_alloc(64 * sizeof(int), acc, 0);
  expect(block != nullptr, "am_alloc");
  expect(hc::am_free(block) == AM_SUCCESS, "am_free gives AM_SUCCESS");
  expect(hc::am_free(block) != AM_SUCCESS, "a second am_free fails");
  hc::array<int, 1> a(4);
  const hc::access_type at = a.get_cpu_access_type();
  expect(at == hc::access_type_none || at == hc::access_type_read_write,
         "hc::access_type");

  const unsigned n = 128;
  std::vector<unsigned> inc(n), dec(n), old(n);
  for (unsigned i = 0; i < n; ++i)
    inc[i] = dec[i] = i;
  hc::array_view<unsigned, 1> vi(n, inc), vd(n, dec), vo(n, old);
  hc::parallel_for_each(hc::extent<1>(n).tile(32),
                        [=](hc::tiled_index<1> t) [[hc]] {
                          tile_static unsigned shared[32];
                          shared[t.local[0]] = t.local[0];
                          t.barrier.wait();
                          vo[t.global] = __atomic_wrapinc(&shared[t.local[0]],
                                                          16u);
                          __atomic_wrapinc(&vi[t.global], 64u);
                          __atomic_wrapdec(&vd[t.global], 64u);
                        });
  vi.synchronize();
  vd.synchronize();
  vo.synchronize();
  bool ok = true;
  for (unsigned i = 0; i < n; ++i) {
    ok &= inc[i] == (i < 64 ? i + 1 : 0);
    ok &= dec[i] == (i == 0 || i > 64 ? 64 : i - 1);
    ok &= old[i] == i % 32;
  }
  expect(ok, "__atomic_wrapinc and __atomic_wrapdec");

  std::vector<float> m(4);
  hc::array_view<float, 1> vm(4, m);
  hc::parallel_for_each(hc::extent<1>(1), [=](hc::index<1>) [[hc]] {
    vm[0] = cospi(1.0f);
    vm[1] = sinpi(0.5f);
    vm[2] = rsqrt(4.0f);
    vm[3] = hc::fast_math::fabs(hc::short_vector::norm(-0.5f));
  });
  vm.synchronize();
  expect(m[0] < -0.999f && m[1] > 0.999f && m[2] > 0.499f && m[2] < 0.501f &&
             m[3] == 0.5f,
         "cospi, sinpi, rsqrt, fabs of a norm in a kernel");

  std::vector<int> sv(3);
  hc::array_view<int, 1> vs(3, sv);
  hc::parallel_for_each(hc::extent<1>(1), [=](hc::index<1>) [[hc]] {
    hc::short_vector::short_vector<double, 1>::type d(1.5);
    d += hc::short_vector::double_1(2.0);
    hc::short_vector::char_4 c(1, 2, 3, 4);
    c *= hc::short_vector::char_4(2);
    hc::short_vector::long_2 l(1L << 40, 5L);
    vs[0] = static_cast<int>(d.get_x() * 2);
    vs[1] = c.get_w();
    vs[2] = static_cast<int>((l + l).get_x() >> 40);
  });
  vs.synchronize();
  expect(sv[0] == 7 && sv[1] == 8 && sv[2] == 2,
         "one-component, char and long short vectors");

  hc::accelerator_view any = acc.create_view(hc::execute_any_order);
  hc::accelerator_view high = acc.create_view(
      hc::execute_in_order, hc::queuing_mode_automatic, hc::priority_high);
  expect(any.get_execute_order() == hc::execute_any_order &&
             high.get_queue_priority() == hc::priority_high,
         "execute orders and priorities");
  std::vector<int> q(32);
  hc::array_view<int, 1> vq(32, q);
  hc::completion_future f = hc::parallel_for_each(
      high, hc::extent<1>(32), [=](hc::index<1> i) [[hc]] { vq[i] = i[0]; });
  hc::completion_future marker = high.create_marker(hc::accelerator_scope);
  expect(f.get_tick_frequency() > 0 &&
             f.get_tick_frequency() == marker.get_tick_frequency(),
         "tick frequency of a launch and a marker");
  expect(f.get_use_count() >= 1, "use count");
  marker.wait(hc::hcWaitModeActive);
  f.wait(hc::hcWaitModeBlocked);
  expect(f.get_end_tick() >= f.get_begin_tick() && hc::get_tick_frequency() > 0 &&
             hc::get_system_ticks() >= marker.get_end_tick(),
         "ticks");
  vq.synchronize();
  expect(q[31] == 31, "a launch on a high-priority view");

  std::vector<int> grid(10, 1);
  hc::array_view<int, 2> vg(5, 2, grid);
  hc::parallel_for_each(vg.get_extent().tile(1, 2),
                        [=](hc::tiled_index<2> t) [[hc]] { vg[t] -= 1; });
  vg.synchronize();
  ok = true;
  for (int g : grid)
    ok &= g == 0;
  expect(ok, "run-time tiles of an array_view's extent");
  try {
    throw hc::runtime_exception("x", 0);
  } catch (Kalmar::runtime_exception &) {
  }
}

int main() {
  views_and_futures();
  arrays_by_reference();
  run_time_tiles(64);
  run_time_tiles(100);
  two_dimensional_tiles();
  device_pointers();
  atomics();
  cpu_hc_kernel_with_tile_static();
  cross_lane();
  views_of_an_accelerator();
  markers();
  group_segment_sizes();
  work_item_functions();
  pass_macros();
  host_data_by_reference();
  later_additions();
  if (failures) {
    std::printf("FAIL: %d check(s)\n", failures);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
