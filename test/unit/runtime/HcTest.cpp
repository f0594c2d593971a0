//===- HcTest.cpp - HCC's hc API on the runtime (host emulation) ----------===//
#include "FakeBackend.h"
#include "RuntimeTestFixture.h"

#include <amp2hip/hc.h>

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

TEST(Hc, NamesAreCppAmpsWhereShared) {
  EXPECT_TRUE((std::is_same<hc::array_view<int, 1>,
                            Concurrency::array_view<int, 1>>::value));
  EXPECT_TRUE((std::is_same<hc::index<2>, Concurrency::index<2>>::value));
  EXPECT_TRUE((std::is_base_of<Concurrency::extent<2>, hc::extent<2>>::value));
}

TEST(Hc, LaunchGivesACompletionFuture) {
  std::vector<int> data(64, 1);
  hc::array_view<int, 1> v(64, data);
  hc::completion_future f = hc::parallel_for_each(
      hc::extent<1>(64), [=](hc::index<1> i) __device__ { v[i] += i[0]; });
  f.wait();
  EXPECT_TRUE(f.valid());
  EXPECT_TRUE(f.is_ready());
  EXPECT_FALSE(hc::completion_future().is_ready());
  v.synchronize();
  for (int i = 0; i < 64; ++i)
    EXPECT_EQ(data[i], 1 + i);
}

TEST(Hc, TiledExtentFromRunTimeSizes) {
  hc::extent<2> e(30, 40);
  hc::tiled_extent<2> t = e.tile(4, 8);
  EXPECT_EQ(t[0], 30);
  EXPECT_EQ(t[1], 40);
  EXPECT_EQ(t.tile_dim[0], 4);
  EXPECT_EQ(t.tile_dim[1], 8);
  EXPECT_EQ(t.get_tile_extent(), Concurrency::extent<2>(4, 8));
  hc::tiled_extent<1> u(100, 32);
  EXPECT_EQ(u[0], 100);
  EXPECT_EQ(u.tile_dim[0], 32);
  EXPECT_TRUE(u == hc::tiled_extent<1>(hc::extent<1>(100), 32));
  EXPECT_TRUE(u != hc::tiled_extent<1>(100, 16));
}

// The last tile is partial: 10 threads in tiles of 4 run 3 tiles, the last
// with 2 threads, whose barrier does not wait for the missing ones and
// whose tile_dim is 2 (HCC's, from HSA's partial work-groups).
TEST(Hc, PartialLastTileAndBarrier) {
  std::vector<int> out(10, -1);
  hc::array_view<int, 1> o(10, out);
  hc::parallel_for_each(hc::tiled_extent<1>(10, 4), [=](hc::tiled_index<1>
                                                            t) __device__ {
    __shared__ int s[4];
    s[t.local[0]] = t.global[0];
    t.barrier.wait();
    o[t.global] = s[0] * 100 + t.tile_dim[0] * 10 + t.tile_origin[0];
  }).wait();
  o.synchronize();
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(out[i], (i / 4 * 4) * 100 + (i < 8 ? 40 : 20) + i / 4 * 4) << i;
}

TEST(Hc, TiledIndexOfTwoDimensions) {
  std::vector<int> out(6 * 10, 0);
  hc::array_view<int, 2> o(6, 10, out);
  hc::parallel_for_each(hc::extent<2>(6, 10).tile(3, 5),
                        [=](hc::tiled_index<2> t) __device__ {
                          o[t.global] = t.tile[0] * 1000 + t.tile[1] * 100 +
                                        t.local[0] * 10 + t.local[1];
                        });
  o.synchronize();
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 10; ++c)
      EXPECT_EQ(out[r * 10 + c],
                r / 3 * 1000 + c / 5 * 100 + r % 3 * 10 + c % 5);
}

TEST(Hc, RefusesBadTiles) {
  auto none = [](hc::tiled_index<1>) __device__ {};
  EXPECT_THROW(hc::parallel_for_each(hc::tiled_extent<1>(10, 0), none),
               Concurrency::invalid_compute_domain);
  EXPECT_THROW(hc::parallel_for_each(hc::tiled_extent<1>(4096, 2048), none),
               Concurrency::invalid_compute_domain);
}

TEST(Hc, AmAllocCopyFree) {
  hc::accelerator acc;
  int *p = static_cast<int *>(hc::am_alloc(4 * sizeof(int), acc, 0));
  ASSERT_NE(p, nullptr);
  const int in[4] = {1, 2, 3, 4};
  int back[4] = {};
  EXPECT_EQ(hc::am_copy(p, in, sizeof in), 0);
  EXPECT_EQ(hc::am_copy(back, p, sizeof back), 0);
  EXPECT_EQ(back[3], 4);
  EXPECT_EQ(hc::am_free(p), 0);
  int *none = hc::am_alloc(0, acc, 0);
  EXPECT_EQ(none, nullptr);
}

TEST(Hc, ViewCopiesAndMarkers) {
  hc::accelerator acc;
  hc::accelerator_view av = acc.get_default_view();
  const int in[4] = {5, 6, 7, 8};
  int mid[4] = {}, out[4] = {};
  av.copy(in, mid, sizeof in);
  EXPECT_EQ(mid[2], 7);
  av.copy_async(mid, out, sizeof mid).wait();
  EXPECT_EQ(out[3], 8);
  av.create_blocking_marker(av.create_marker()).wait();
  av.wait(hc::hcWaitModeActive);
}

TEST(Hc, FloatAtomics) {
  float total = 0.5f;
  hc::array_view<float, 1> t(1, &total);
  hc::parallel_for_each(hc::extent<1>(64), [=](hc::index<1>) __device__ {
    hc::atomic_fetch_add(&t[0], 1.0f);
    hc::atomic_fetch_sub(&t[0], 0.5f);
  });
  t.synchronize();
  EXPECT_EQ(total, 32.5f);
}

// HCC's kernels could take their index by non-const reference.
TEST(Hc, KernelTakesIndexByReference) {
  std::vector<int> out(8);
  hc::array_view<int, 1> o(8, out);
  hc::parallel_for_each(hc::extent<1>(8),
                        [=](hc::index<1> &i) __device__ { o[i] = i[0] * 2; });
  o.synchronize();
  EXPECT_EQ(out[7], 14);
  hc::accelerator acc;
  EXPECT_EQ(acc.get_profile() == hc::hcAgentProfileFull, false);
}

TEST(Hc, LaneCounts) {
  EXPECT_EQ(hc::__popcount_u32_b32(0xF0F0u), 8u);
  EXPECT_EQ(hc::__popcount_u32_b64(0xFFFFFFFFFFull), 40u);
  // The host emulation's wavefront is one thread.
  EXPECT_EQ(hc::__activelanecount_u32_b1(1), 1u);
  EXPECT_EQ(hc::__activelanecount_u32_b1(0), 0u);
}

} // namespace

namespace {

// A sum per tile in the dynamic group segment the launch asked for
// (tile_with_dynamic), in the host emulation's per-tile buffer.
TEST(Hc, DynamicGroupSegment) {
  const int n = 64, tile = 16;
  std::vector<int> data(n, 2), sums(n / tile);
  hc::array_view<const int, 1> in(n, data);
  hc::array_view<int, 1> out(n / tile, sums);
  hc::tiled_extent<1> domain =
      hc::extent<1>(n).tile_with_dynamic(tile, tile * sizeof(int));
  EXPECT_EQ(domain.get_dynamic_group_segment_size(), tile * sizeof(int));
  hc::parallel_for_each(domain, [=](hc::tiled_index<1> t) __device__ {
    int *scratch =
        static_cast<int *>(hc::get_dynamic_group_segment_base_pointer());
    scratch[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      int s = 0;
      for (int k = 0; k < tile; ++k)
        s += scratch[k];
      out[t.tile] = s;
    }
  });
  out.synchronize();
  for (int s : sums)
    EXPECT_EQ(s, 2 * tile);
  EXPECT_EQ(hc::accelerator().get_max_tile_static_size(), 48u * 1024);
}

// HCC's atomics on 64-bit integers, C++ AMP's atomics' names.
TEST(Hc, SixtyFourBitAtomics) {
  std::uint64_t u[3] = {1ull << 40, 0, ~0ull};
  std::int64_t s[2] = {-5, 7};
  hc::array_view<std::uint64_t, 1> U(3, u);
  hc::array_view<std::int64_t, 1> S(2, s);
  hc::parallel_for_each(hc::extent<1>(8), [=](hc::index<1> i) __device__ {
    hc::atomic_fetch_add(&U[0], std::uint64_t(1));
    hc::atomic_fetch_max(&U[1], std::uint64_t(i[0]) << 33);
    hc::atomic_fetch_and(&U[2], ~(std::uint64_t(1) << i[0]));
    hc::atomic_fetch_min(&S[0], std::int64_t(-i[0]) * 1000000000000ll);
    hc::atomic_fetch_sub(&S[1], std::int64_t(2));
  });
  U.synchronize();
  S.synchronize();
  EXPECT_EQ(u[0], (1ull << 40) + 8);
  EXPECT_EQ(u[1], 7ull << 33);
  EXPECT_EQ(u[2], ~0xFFull);
  EXPECT_EQ(s[0], -7000000000000ll);
  EXPECT_EQ(s[1], 7 - 16);
  std::uint64_t expected = u[0];
  EXPECT_TRUE(hc::atomic_compare_exchange(&u[0], &expected, std::uint64_t(3)));
  EXPECT_EQ(u[0], 3u);
}

TEST(Hc, TwentyFourBitArithmetic) {
  EXPECT_EQ(hc::__mul24(0x1000001u, 3u), 3u);
  EXPECT_EQ(hc::__mul24(-2, 5), -10);
  EXPECT_EQ(hc::__mul24(0x800000, 1), -0x800000); // bit 23 is the sign
  EXPECT_EQ(hc::__mad24(4u, 5u, 6u), 26u);
  EXPECT_GT(hc::__cycle_u64(), 0u);
}

} // namespace

namespace {

// am_aligned_alloc beyond HIP's own alignment, freed by am_free; found
// without hc:: by argument-dependent lookup, as HCC's programs call it.
TEST(Hc, AlignedAllocation) {
  hc::accelerator acc;
  char *p = am_aligned_alloc(1000, acc, 0, 65536);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(p) % 65536, 0u);
  p[999] = 1;
  EXPECT_EQ(hc::am_free(p), 0);
  char *q = am_aligned_alloc(16, acc, 0, 3000); // not a power of two
  EXPECT_EQ(q, nullptr);
}

// HCC's constructors name the dynamic group segment after the tile sizes:
// three numbers after a tiled_extent<1>'s extent are a tile and a size, for
// a tiled_extent<2> two tiles.
TEST(Hc, TiledExtentWithDynamicSegment) {
  hc::tiled_extent<1> a(hc::extent<1>(64), 16, 128);
  EXPECT_EQ(a.tile_dim[0], 16);
  EXPECT_EQ(a.get_dynamic_group_segment_size(), 128u);
  hc::tiled_extent<1> b(64, 16, 256);
  EXPECT_EQ(b.get_dynamic_group_segment_size(), 256u);
  hc::tiled_extent<2> c(hc::extent<2>(8, 8), 4, 2);
  EXPECT_EQ(c.tile_dim[1], 2);
  EXPECT_EQ(c.get_dynamic_group_segment_size(), 0u);
  hc::tiled_extent<2> d(hc::extent<2>(8, 8), 4, 2, 64);
  EXPECT_EQ(d.get_dynamic_group_segment_size(), 64u);
  hc::tiled_extent<2> e(8, 8, 4, 2, 32);
  EXPECT_EQ(e.tile_dim[0], 4);
  EXPECT_EQ(e.get_dynamic_group_segment_size(), 32u);
  hc::tiled_extent<3> f(hc::extent<3>(4, 4, 4), 1, 2, 4);
  EXPECT_EQ(f.get_dynamic_group_segment_size(), 0u);
  hc::tiled_extent<3> g(hc::extent<3>(4, 4, 4), 1, 2, 4, 16);
  EXPECT_EQ(g.tile_dim[2], 4);
  EXPECT_EQ(g.get_dynamic_group_segment_size(), 16u);
  hc::tiled_extent<3> h(4, 4, 4, 1, 2, 4, 8);
  EXPECT_EQ(h.get_dynamic_group_segment_size(), 8u);
}

// get_all_views: the views alive, in the order made; the default view
// counts once made.
TEST(Hc, AllViewsOfAnAccelerator) {
  hc::accelerator acc;
  const hc::accelerator_view def = acc.get_default_view();
  const std::size_t before = acc.get_all_views().size();
  std::vector<hc::accelerator_view> made = {acc.create_view(),
                                            acc.create_view()};
  std::vector<hc::accelerator_view> all = acc.get_all_views();
  ASSERT_EQ(all.size(), before + 2);
  EXPECT_TRUE(all.front() == def);
  EXPECT_TRUE(all[before] == made[0]);
  EXPECT_TRUE(all[before + 1] == made[1]);
  all.clear();
  made.pop_back(); // its last copy
  EXPECT_EQ(acc.get_all_views().size(), before + 1);
  hc::accelerator cpu(hc::accelerator::cpu_accelerator);
  for (const hc::accelerator_view &v : cpu.get_all_views())
    EXPECT_TRUE(v.get_accelerator() == cpu);
}

// Markers take a fence scope, and a blocking marker a list of futures.
TEST(Hc, MarkersWithScopesAndLists) {
  hc::accelerator_view av = hc::accelerator().get_default_view();
  std::vector<int> data(32, 0);
  hc::array_view<int, 1> v(32, data);
  hc::completion_future k = hc::parallel_for_each(
      av, v.get_extent(), [=](hc::index<1> i) __device__ { v[i] = 7; });
  hc::completion_future m = av.create_marker(hc::accelerator_scope);
  av.create_blocking_marker({k, m}, hc::system_scope).wait();
  EXPECT_TRUE(k.is_ready());
  EXPECT_TRUE(m.is_ready());
  std::vector<hc::completion_future> list = {k, m};
  av.create_blocking_marker(list.begin(), list.end(), hc::no_scope).wait();
  av.create_blocking_marker(m, hc::system_scope).wait();
  v.synchronize();
  EXPECT_EQ(data[31], 7);
}

// Peers, compute units and sequence numbers: the fake backend's devices
// reach each other; the CPU accelerator is no one's peer.
TEST(Hc, PeersAndComputeUnits) {
  std::vector<hc::accelerator> gpus;
  hc::accelerator cpu(hc::accelerator::cpu_accelerator);
  for (const hc::accelerator &a : hc::accelerator::get_all())
    if (a != cpu)
      gpus.push_back(a);
  ASSERT_FALSE(gpus.empty());
  EXPECT_EQ(gpus[0].get_cu_count(), 4u);
  EXPECT_EQ(cpu.get_cu_count(), 0u);
  EXPECT_FALSE(gpus[0].get_is_peer(gpus[0]));
  EXPECT_FALSE(gpus[0].get_is_peer(cpu));
  EXPECT_FALSE(cpu.get_is_peer(gpus[0]));
  EXPECT_TRUE(cpu.get_peers().empty());
  EXPECT_EQ(gpus[0].get_peers().size(), gpus.size() - 1);
  if (gpus.size() > 1) {
    EXPECT_TRUE(gpus[0].get_is_peer(gpus[1]));
    EXPECT_TRUE(gpus[0].get_peers()[0] == gpus[1]);
  }
  EXPECT_EQ(cpu.get_seqnum(), 0);
  EXPECT_NE(gpus[0].get_seqnum(), cpu.get_seqnum());
}

// HCC's am_alloc flags were macros, named without hc::.
TEST(Hc, AllocationFlagsAreGlobal) {
  hc::accelerator acc;
  const unsigned flags[] = {amHostPinned | amHostUnmapped, amHostNonCoherent,
                            amHostCoherent, amDeviceFinegrained};
  for (unsigned f : flags) {
    int *p = hc::am_alloc(16 * sizeof(int), acc, f);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(hc::am_free(p), 0);
  }
}

// HCC's kernels wrote host data captured by reference; the translation
// captures amp2hip::host_ref(x) and binds x to it (in the host emulation
// the kernel reaches the variable itself).
TEST(Hc, HostDataByReference) {
  int table[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int sum = 0;
  const int factor = 2;
  {
    auto kernel = [=, amp2hip_ref_table = amp2hip::host_ref(table),
                   amp2hip_ref_sum = amp2hip::host_ref(sum),
                   amp2hip_ref_factor =
                       amp2hip::host_ref(factor)](hc::index<1> i) __device__ {
      auto &table = *amp2hip_ref_table;
      auto &sum = *amp2hip_ref_sum;
      auto &factor = *amp2hip_ref_factor;
      table[i[0]] *= factor;
      if (i[0] == 0)
        sum = 5;
    };
    hc::parallel_for_each(hc::extent<1>(8), kernel).wait();
  }
  EXPECT_EQ(sum, 5);
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(table[i], 2 * i);
}

} // namespace

namespace {

// hc_am.hpp's status codes: a second free of a block, or of a pointer
// am_alloc never returned, fails as in HCC (the runtime keeps its blocks).
TEST(Hc, AmStatusCodes) {
  hc::accelerator acc;
  EXPECT_EQ(AM_SUCCESS, 0);
  EXPECT_NE(AM_ERROR_MISC, AM_SUCCESS);
  char *a = am_alloc(100, acc, 0);
  char *b = am_alloc(100, acc, amHostPinned);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  const am_status_t copied = hc::am_copy(a, "amp", 4);
  EXPECT_EQ(copied, AM_SUCCESS);
  const hc::accelerator peers[1] = {acc};
  EXPECT_EQ(hc::am_map_to_peers(a, 1, peers), AM_SUCCESS);
  EXPECT_EQ(hc::am_map_to_peers(a, 0, peers), AM_ERROR_MISC);
  int local = 0;
  EXPECT_EQ(hc::am_map_to_peers(&local, 1, peers), AM_ERROR_MISC);
  EXPECT_EQ(hc::am_free(a), AM_SUCCESS);
  EXPECT_EQ(hc::am_free(b), AM_SUCCESS);
  EXPECT_EQ(hc::am_free(b), AM_ERROR_MISC);
  EXPECT_EQ(hc::am_free(&local), AM_ERROR_MISC);
  EXPECT_EQ(hc::am_free(nullptr), AM_SUCCESS);
  void *big = hc::am_aligned_alloc(64, acc, 0, 4096);
  ASSERT_NE(big, nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(big) % 4096, 0u);
  EXPECT_EQ(hc::am_free(big), AM_SUCCESS);
  EXPECT_EQ(hc::am_free(big), AM_ERROR_MISC);
}

TEST(Hc, AccessTypesAndQueuingModesInHc) {
  hc::array<int, 1> a(1);
  const hc::access_type t = a.get_cpu_access_type();
  EXPECT_TRUE(t == hc::access_type_none || t == hc::access_type_read_write);
  EXPECT_EQ(hc::access_type_read_write,
            hc::access_type_read | hc::access_type_write);
  EXPECT_EQ(hc::queuing_mode_automatic, Concurrency::queuing_mode_automatic);
}

// HIP's atomicInc and atomicDec: wrap to 0 at `val`, and to `val` below 0
// (or above it).
TEST(Hc, WrappingIncrementAndDecrement) {
  std::vector<unsigned> inc = {0, 4, 5, 9}, dec = {0, 3, 5, 9};
  std::vector<unsigned> old_inc(4), old_dec(4);
  hc::array_view<unsigned, 1> vi(4, inc), vd(4, dec), oi(4, old_inc),
      od(4, old_dec);
  hc::parallel_for_each(hc::extent<1>(4), [=](hc::index<1> i) __device__ {
    oi[i] = __atomic_wrapinc(&vi[i], 5u);
    od[i] = __atomic_wrapdec(&vd[i], 5u);
  });
  vi.synchronize();
  vd.synchronize();
  oi.synchronize();
  od.synchronize();
  EXPECT_EQ(inc, (std::vector<unsigned>{1, 5, 0, 0}));
  EXPECT_EQ(dec, (std::vector<unsigned>{5, 2, 4, 5}));
  EXPECT_EQ(old_inc, (std::vector<unsigned>{0, 4, 5, 9}));
  EXPECT_EQ(old_dec, (std::vector<unsigned>{0, 3, 5, 9}));
}

// hc_math.hpp's functions beyond the C library's, callable unqualified.
TEST(Hc, GlobalMathFunctions) {
  EXPECT_NEAR(cospi(1.0), -1.0, 1e-12);
  EXPECT_NEAR(cospi(0.5f), 0.0f, 1e-6f);
  EXPECT_NEAR(sinpi(0.5), 1.0, 1e-12);
  EXPECT_NEAR(rsqrt(4.0f), 0.5f, 1e-6f);
  EXPECT_NEAR(rsqrtf(16.0f), 0.25f, 1e-6f);
  EXPECT_TRUE((std::is_same<decltype(cospi(1.0f)), float>::value));
  EXPECT_TRUE((std::is_same<decltype(cospi(1.0)), double>::value));
  EXPECT_NEAR(erfinv(0.0), 0.0, 1e-12);
}

// norm and unorm are floats to the math functions, as HCC's float
// overloads took them.
TEST(Hc, NormsInMathFunctions) {
  const Concurrency::graphics::norm n(-0.25f);
  const Concurrency::graphics::unorm u(0.5f);
  EXPECT_EQ(Concurrency::fast_math::fabs(n), 0.25f);
  EXPECT_EQ(Concurrency::precise_math::fabs(n), 0.25f);
  EXPECT_TRUE(
      (std::is_same<decltype(Concurrency::precise_math::sqrt(u)), float>::value));
  EXPECT_NEAR(Concurrency::precise_math::sqrt(u), 0.70710678f, 1e-6f);
}

// HCC's hc-mode short vectors: one-component classes, and the integer
// scalars C++ AMP lacked; int_2 stays C++ AMP's.
TEST(Hc, ShortVectors) {
  using namespace hc::short_vector;
  static_assert(std::is_same<short_vector<unsigned char, 1>::type,
                             uchar_1>::value,
                "");
  static_assert(std::is_same<short_vector<long, 3>::type, long_3>::value, "");
  static_assert(std::is_same<int_2, Concurrency::graphics::int_2>::value, "");
  static_assert(sizeof(char_3) == 3 && sizeof(double_1) == sizeof(double),
                "");
  static_assert(short_vector_traits<ushort_4>::size == 4, "");
  static_assert(
      std::is_same<short_vector_traits<ushort_4>::value_type,
                   unsigned short>::value,
      "");
  static_assert(short_vector_traits<float>::size == 1, "");
  double_1 d(2.5);
  EXPECT_EQ(d.get_x(), 2.5);
  d += double_1(1.0);
  EXPECT_EQ(d.x, 3.5);
  int_1 i(7);
  EXPECT_EQ((i % int_1(4)).get_x(), 3);
  EXPECT_EQ((-i).r, -7);
  char_2 c(1, 2);
  c += char_2(3);
  EXPECT_EQ(c.get_y(), 5);
  uchar_4 w(255);
  ++w;
  EXPECT_EQ(w.get_w(), 0);
  typedef short_vector<norm, 1>::type norm_one;
  EXPECT_EQ(norm_one(0.5f).get_x(), 0.5f);
  // C++ AMP's own one-component vector is still the scalar.
  static_assert(std::is_same<Concurrency::graphics::short_vector<int, 1>::type,
                             int>::value,
                "");
}

TEST(Hc, WaitModesOfFutures) {
  std::vector<int> data(16, 0);
  hc::array_view<int, 1> v(16, data);
  hc::completion_future f = hc::parallel_for_each(
      hc::extent<1>(16), [=](hc::index<1> i) __device__ { v[i] = 1; });
  f.wait(hc::hcWaitModeActive);
  f.wait(hc::hcWaitModeBlocked);
  hc::accelerator().get_default_view().create_marker(hc::no_scope).wait(
      hc::hcWaitModeActive);
  v.synchronize();
  EXPECT_EQ(data[15], 1);
}

TEST(Hc, ExecuteOrderAndPriority) {
  hc::accelerator acc;
  hc::accelerator_view plain = acc.create_view();
  EXPECT_EQ(plain.get_execute_order(), hc::execute_in_order);
  EXPECT_EQ(plain.get_queue_priority(), hc::priority_normal);
  hc::accelerator_view any = acc.create_view(hc::execute_any_order);
  EXPECT_EQ(any.get_execute_order(), hc::execute_any_order);
  EXPECT_EQ(any.get_queuing_mode(), hc::queuing_mode_automatic);
  hc::accelerator_view high = acc.create_view(
      hc::execute_in_order, hc::queuing_mode_immediate, hc::priority_high);
  EXPECT_EQ(high.get_queue_priority(), hc::priority_high);
  EXPECT_EQ(high.get_queuing_mode(), hc::queuing_mode_immediate);
  std::vector<int> data(8, 0);
  hc::array_view<int, 1> v(8, data);
  hc::parallel_for_each(high, hc::extent<1>(8),
                        [=](hc::index<1> i) __device__ { v[i] = i[0]; });
  v.synchronize();
  EXPECT_EQ(data[7], 7);
}

// Ticks of the host's steady clock: no assertion on durations, only on
// their order and on what has them.
TEST(Hc, Ticks) {
  EXPECT_EQ(hc::get_tick_frequency(), 1000000000u);
  const std::uint64_t t0 = hc::get_system_ticks();
  hc::completion_future f =
      hc::parallel_for_each(hc::extent<1>(4), [](hc::index<1>) __device__ {});
  hc::completion_future m =
      hc::accelerator().get_default_view().create_marker();
  m.wait();
  f.wait();
  EXPECT_EQ(f.get_tick_frequency(), hc::get_tick_frequency());
  EXPECT_EQ(m.get_tick_frequency(), f.get_tick_frequency());
  EXPECT_GE(f.get_begin_tick(), t0);
  EXPECT_GE(f.get_end_tick(), f.get_begin_tick());
  EXPECT_GE(m.get_end_tick(), m.get_begin_tick());
  EXPECT_GE(hc::get_system_ticks(), m.get_end_tick());
  // Operations other than launches and markers have no ticks, as in HCC.
  int x = 0, y = 1;
  hc::completion_future c =
      hc::accelerator().get_default_view().copy_async(&y, &x, sizeof x);
  c.wait();
  EXPECT_EQ(c.get_tick_frequency(), 0u);
  EXPECT_EQ(c.get_begin_tick(), 0u);
  EXPECT_EQ(hc::completion_future().get_end_tick(), 0u);
}

TEST(Hc, UseCountCountsCopies) {
  hc::completion_future f =
      hc::accelerator().get_default_view().create_marker();
  const int alone = f.get_use_count();
  EXPECT_GE(alone, 1);
  {
    hc::completion_future copy = f;
    EXPECT_EQ(f.get_use_count(), alone + 1);
  }
  EXPECT_EQ(f.get_use_count(), alone);
  EXPECT_EQ(hc::completion_future().get_use_count(), 0);
}

// hc's run-time tiling on C++ AMP's extent, which hc::array_view's
// get_extent() gives.
TEST(Hc, RunTimeTilesOfAnArrayViewsExtent) {
  std::vector<int> data(10, 1);
  hc::array_view<int, 2> v(5, 2, data);
  hc::tiled_extent<2> t = v.get_extent().tile(1, 2);
  EXPECT_EQ(t.tile_dim[0], 1);
  EXPECT_EQ(t.tile_dim[1], 2);
  hc::parallel_for_each(t, [=](hc::tiled_index<2> i) __device__ {
    v[i.global] -= 1;
  });
  v.synchronize();
  for (int d : data)
    EXPECT_EQ(d, 0);
  const hc::tiled_extent<1> dyn =
      Concurrency::extent<1>(64).tile_with_dynamic(16, 256);
  EXPECT_EQ(dyn.get_dynamic_group_segment_size(), 256u);
  // C++ AMP's compile-time tiles are still there, on hc's extent too.
  EXPECT_EQ(hc::extent<1>(64).tile<16>().get_tile_extent()[0], 16);
}

TEST(Hc, KalmarExceptions) {
  EXPECT_THROW(throw Kalmar::runtime_exception("x", 1),
               Concurrency::runtime_exception);
}

// What the translator writes beside a variable kernels use when the
// program names variables (HCC's code object symbols).
int symbol_table_values[4] = {1, 2, 3, 4};
const amp2hip::symbol_registration symbol_table_values_entry(
    "symbol_table_values",
    [] { return static_cast<void *>(&symbol_table_values); },
    sizeof(symbol_table_values));

TEST(Hc, MemcpySymbolByNameAndAddress) {
  hc::accelerator acc;
  int in[2] = {7, 8};
  acc.memcpy_symbol("symbol_table_values", in, sizeof(in), sizeof(int));
  EXPECT_EQ(symbol_table_values[0], 1);
  EXPECT_EQ(symbol_table_values[1], 7);
  EXPECT_EQ(symbol_table_values[2], 8);
  void *at = GET_SYMBOL_ADDRESS(acc, symbol_table_values);
  EXPECT_EQ(at, static_cast<void *>(symbol_table_values));
  int out[4] = {};
  acc.memcpy_symbol(at, out, sizeof(out), 0, hc::hcMemcpyDeviceToHost);
  EXPECT_EQ(out[3], 4);
  EXPECT_EQ(out[1], 7);
  EXPECT_THROW(acc.get_symbol_address("no_such_variable"),
               Concurrency::runtime_exception);
}

TEST(Hc, TileBeyondTheDeviceLimitIsReportedInHccsWords) {
  std::string what;
  try {
    hc::parallel_for_each(hc::extent<1>(8192).tile(2048),
                          [](hc::tiled_index<1>) __device__ {});
  } catch (const Concurrency::runtime_exception &e) {
    what = e.what();
  }
  EXPECT_NE(what.find("The extent of the tile"), std::string::npos) << what;
  EXPECT_NE(what.find("exceeds the device limit"), std::string::npos) << what;
}

TEST(Hc, TileLargerThanItsExtentIsRefusedAsByHcc) {
  std::string what;
  try {
    hc::parallel_for_each(hc::extent<2>(16, 16).tile(1, 32),
                          [](hc::tiled_index<2>) __device__ {});
  } catch (const Concurrency::runtime_exception &e) {
    what = e.what();
  }
  EXPECT_NE(what.find("exceeds the compute grid extent"), std::string::npos)
      << what;
}

// hc's accelerator_pointer() and arrays over device memory: a second and a
// third array made from the first one's address share its data.
TEST(Hc, ArraysOverAnotherArraysAcceleratorPointerShareItsData) {
  hc::array<int, 2> first(4, 6);
  void *address = first.accelerator_pointer();
  ASSERT_NE(address, nullptr);
  hc::array<int, 2> second(4, 6, address);
  hc::parallel_for_each(second.get_extent(),
                        [second = amp2hip::capture(second)](
                            hc::index<2> i) __device__ {
                          second[i] = i[0] * 6 + i[1];
                        })
      .wait();
  hc::array<int, 2> third(first.get_extent(), address);
  hc::parallel_for_each(third.get_extent(),
                        [third = amp2hip::capture(third)](
                            hc::index<2> i) __device__ { third[i] = -third[i]; });
  const std::vector<int> a = first, b = second, c = third;
  ASSERT_EQ(a.size(), 24u);
  for (int k = 0; k < 24; ++k) {
    EXPECT_EQ(a[k], -k);
    EXPECT_EQ(b[k], -k);
    EXPECT_EQ(c[k], -k);
  }
  EXPECT_EQ(second.accelerator_pointer(), first.accelerator_pointer());
  // One data source, not two over one memory: a host write through a view
  // of one array is seen through a view of the other with no launch
  // between (the arrays have no CPU access: the host uses views).
  amp2hip_test::on_host(second)[hc::index<2>(1, 2)] = 4242;
  EXPECT_EQ(amp2hip_test::on_host(first)[hc::index<2>(1, 2)], 4242);
}

// A kernel that writes through the address is seen by the host's next
// access, and a host write is seen by the next kernel that reads it: every
// launch counts as using the exposed array.
TEST(Hc, WritesThroughTheAcceleratorPointerAreCoherent) {
  std::vector<int> start(16, 1);
  hc::array<int, 1> arr(16, start.begin(), start.end());
  auto host = amp2hip_test::on_host(arr); // the host's way to the elements
  EXPECT_EQ(host[5], 1);                  // a host copy now exists
  int *p = arr.accelerator_pointer();
  hc::parallel_for_each(hc::extent<1>(16), [=](hc::index<1> i) __device__ {
    p[i[0]] = 2 * i[0];
  }).wait();
  EXPECT_EQ(host[5], 10);
  host[3] = 100;
  int seen = 0;
  int *out = static_cast<int *>(hc::am_alloc(sizeof(int), hc::accelerator(), 0));
  hc::parallel_for_each(hc::extent<1>(1), [=](hc::index<1>) __device__ {
    *out = p[3];
  }).wait();
  EXPECT_EQ(hc::am_copy(&seen, out, sizeof seen), 0);
  EXPECT_EQ(seen, 100);
  EXPECT_EQ(hc::am_free(out), 0);
}

// Memory the program allocated stays the program's: the array neither
// copies nor frees it.
TEST(Hc, ArrayOverAmAllocMemory) {
  int *memory =
      static_cast<int *>(hc::am_alloc(8 * sizeof(int), hc::accelerator(), 0));
  ASSERT_NE(memory, nullptr);
  {
    hc::array<int, 1> arr(hc::extent<1>(8), static_cast<void *>(memory));
    EXPECT_EQ(arr.accelerator_pointer(), memory);
    hc::parallel_for_each(arr.get_extent(),
                          [arr = amp2hip::capture(arr)](
                              hc::index<1> i) __device__ { arr[i] = 3 * i[0]; })
        .wait();
    EXPECT_EQ(amp2hip_test::on_host(arr)[7], 21);
  }
  int back[8] = {};
  EXPECT_EQ(hc::am_copy(back, memory, sizeof back), 0);
  EXPECT_EQ(back[4], 12);
  EXPECT_EQ(hc::am_free(memory), 0);
}

// A part of another array's memory, of another shape.
TEST(Hc, ArrayOverPartOfAnotherArray) {
  std::vector<int> start(12);
  for (int k = 0; k < 12; ++k)
    start[k] = k;
  hc::array<int, 2> whole(3, 4, start.begin(), start.end());
  int *p = whole.accelerator_pointer();
  // void*, as in HCC: an int* would be a host iterator to copy from.
  hc::array<int, 1> tail(6, static_cast<void *>(p + 6));
  const std::vector<int> t = tail;
  ASSERT_EQ(t.size(), 6u);
  EXPECT_EQ(t[0], 6);
  EXPECT_EQ(t[5], 11);
  EXPECT_THROW((hc::array<int, 1>(8, static_cast<void *>(p + 6))),
               Concurrency::runtime_exception);
}

// A view of host memory: its address is on the default accelerator, and
// synchronize() brings kernel writes through it home.
TEST(Hc, AcceleratorPointerOfAViewOfHostMemory) {
  std::vector<float> data(8, 0.5f);
  hc::array_view<float, 1> view(8, data);
  float *p = view.section(2, 4).accelerator_pointer();
  hc::parallel_for_each(hc::extent<1>(4), [=](hc::index<1> i) __device__ {
    p[i[0]] += 1.0f;
  }).wait();
  view.synchronize();
  EXPECT_EQ(data[1], 0.5f);
  EXPECT_EQ(data[2], 1.5f);
  EXPECT_EQ(data[5], 1.5f);
  EXPECT_EQ(data[6], 0.5f);
}

// HCC's memory tracker: what it knows of am_alloc's blocks, found by any
// address inside them; the program's own fields; a reset frees the blocks.
TEST(Hc, MemoryTrackerInfo) {
  hc::accelerator acc;
  char *device = hc::am_alloc(1000, acc, 0);
  char *aligned = hc::am_aligned_alloc(500, acc, 0, 4096);
  char *pinned = hc::am_alloc(300, acc, amHostPinned);
  ASSERT_TRUE(device && aligned && pinned);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(aligned) % 4096, 0u);
  hc::AmPointerInfo info(NULL, NULL, NULL, 0, acc, 0, 0);
  ASSERT_EQ(hc::am_memtracker_getinfo(&info, device + 999), AM_SUCCESS);
  EXPECT_EQ(info._hostPointer, nullptr);
  EXPECT_EQ(info._devicePointer, device);
  EXPECT_EQ(info._sizeBytes, 1000u);
  EXPECT_TRUE(info._isInDeviceMem);
  EXPECT_TRUE(info._isAmManaged);
  const std::uint64_t first = info._allocSeqNum;
  ASSERT_EQ(hc::am_memtracker_getinfo(&info, aligned), AM_SUCCESS);
  EXPECT_EQ(info._devicePointer, aligned);
  EXPECT_NE(info._unalignedDevicePointer, nullptr);
  EXPECT_GT(info._allocSeqNum, first);
  ASSERT_EQ(hc::am_memtracker_getinfo(&info, pinned + 10), AM_SUCCESS);
  EXPECT_EQ(info._hostPointer, pinned);
  EXPECT_FALSE(info._isInDeviceMem);
  EXPECT_EQ(hc::am_memtracker_getinfo(&info, device + 1000), AM_ERROR_MISC);

  int tag = 0;
  EXPECT_EQ(hc::am_memtracker_update(device + 5, 7, 3u, &tag), AM_SUCCESS);
  ASSERT_EQ(hc::am_memtracker_getinfo(&info, device), AM_SUCCESS);
  EXPECT_EQ(info._appId, 7);
  EXPECT_EQ(info._appAllocationFlags, 3u);
  EXPECT_EQ(info._appPtr, &tag);

  std::size_t on_device = 0, on_host = 0, of_user = 0;
  hc::am_memtracker_sizeinfo(acc, &on_device, &on_host, &of_user);
  EXPECT_GE(on_device, 1500u);
  EXPECT_GE(on_host, 300u);

  // The program's own memory: found, never freed by am_free.
  static int mine[16];
  hc::AmPointerInfo added(mine, mine, mine, sizeof mine, acc, false, false);
  EXPECT_EQ(hc::am_memtracker_add(mine, added), AM_SUCCESS);
  EXPECT_EQ(hc::am_memtracker_add(mine, added), AM_ERROR_MISC);
  ASSERT_EQ(hc::am_memtracker_getinfo(&info, &mine[15]), AM_SUCCESS);
  EXPECT_FALSE(info._isAmManaged);
  EXPECT_EQ(hc::am_free(mine), AM_ERROR_MISC);
  EXPECT_EQ(hc::am_memtracker_remove(mine), AM_SUCCESS);
  EXPECT_EQ(hc::am_memtracker_getinfo(&info, mine), AM_ERROR_MISC);

  EXPECT_EQ(hc::am_free(aligned), AM_SUCCESS);
  EXPECT_GE(hc::am_memtracker_reset(acc), 2u); // device and pinned
  EXPECT_EQ(hc::am_memtracker_getinfo(&info, device), AM_ERROR_MISC);
  EXPECT_EQ(hc::am_free(device), AM_ERROR_MISC); // the reset freed it
}

// Host memory locked for the accelerator: the tracker knows it, copies use
// it, and it is unlocked once.
TEST(Hc, HostMemoryLockAndUnlock) {
  hc::accelerator acc;
  std::vector<int> host(64, 5);
  ASSERT_EQ(hc::am_memory_host_lock(acc, host.data(), 64 * sizeof(int), &acc,
                                    1),
            AM_SUCCESS);
  EXPECT_EQ(hc::am_memory_host_lock(acc, host.data(), 64 * sizeof(int), &acc,
                                    1),
            AM_ERROR_MISC);
  hc::AmPointerInfo info;
  ASSERT_EQ(hc::am_memtracker_getinfo(&info, host.data() + 63), AM_SUCCESS);
  EXPECT_EQ(info._hostPointer, host.data());
  EXPECT_NE(info._devicePointer, nullptr);
  EXPECT_FALSE(info._isAmManaged);
  int *device = hc::am_alloc(64 * sizeof(int), acc, 0);
  EXPECT_EQ(hc::am_copy(device, host.data(), 64 * sizeof(int)), AM_SUCCESS);
  int back = 0;
  EXPECT_EQ(hc::am_copy(&back, device + 63, sizeof back), AM_SUCCESS);
  EXPECT_EQ(back, 5);
  EXPECT_EQ(hc::am_free(host.data()), AM_ERROR_MISC); // not am_alloc's
  EXPECT_EQ(hc::am_memory_host_unlock(acc, host.data()), AM_SUCCESS);
  EXPECT_EQ(hc::am_memory_host_unlock(acc, host.data()), AM_ERROR_MISC);
  EXPECT_EQ(hc::am_free(device), AM_SUCCESS);
}

} // namespace

namespace {

// An hc program's arrays have CPU access by default, as on the HSA APUs
// HCC's programs were written for: host code uses their elements; on a
// discrete GPU the data stays in the device's memory (no shared
// allocation) and the host's accesses go through the coherence engine.
// access_type_none still gives the host nothing, as HCC on a discrete GPU.
TEST(Hc, ArraysHaveCpuAccessByDefault) {
  hc::accelerator acc;
  EXPECT_EQ(acc.get_default_cpu_access_type(), hc::access_type_read_write);
  const int shared = amp2hip_test::fake().shared_allocations;
  hc::array<int, 1> a(8);
  EXPECT_EQ(a.get_cpu_access_type(), hc::access_type_read_write);
  EXPECT_EQ(amp2hip_test::fake().shared_allocations, shared);
  a[hc::index<1>(2)] = 5;
  a[3] = 6;
  hc::parallel_for_each(a.get_extent(),
                        [a = amp2hip::capture(a)](hc::index<1> i) __device__ {
                          a[i] += 1;
                        });
  EXPECT_EQ(a(2), 6);
  ASSERT_NE(a.data(), nullptr);
  EXPECT_EQ(a.data()[3], 7);
  hc::array<int, 1> none(8, acc.get_default_view(), hc::access_type_none);
  EXPECT_THROW(none[0], Concurrency::runtime_exception);
  EXPECT_EQ(none.data(), nullptr);
  // Asked for explicitly, CPU access is memory both reach.
  hc::array<int, 1> both(8, acc.get_default_view(),
                         hc::access_type_read_write);
  EXPECT_EQ(amp2hip_test::fake().shared_allocations, shared + 1);
}

} // namespace
