//===- HcTest.cpp - HCC's hc API on the runtime (host emulation) ----------===//
#include "FakeBackend.h"

#include <amp2hip/hc.h>

#include <gtest/gtest.h>

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
