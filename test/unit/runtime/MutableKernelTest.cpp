//===- MutableKernelTest.cpp - mutable kernels get a copy per thread ------===//
#include "FakeBackend.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <vector>

namespace {

using namespace Concurrency;
using Concurrency::index;

TEST(MutableKernel, EachThreadStartsFromTheCapturedValue) {
  std::vector<int> out(16);
  array_view<int, 1> ov(16, out);
  int counter = 100;
  parallel_for_each(ov.extent, [=](index<1> i) mutable __device__ {
    counter += i[0];
    ov[i] = counter;
  });
  ov.synchronize();
  for (int i = 0; i < 16; ++i)
    EXPECT_EQ(out[i], 100 + i);
  EXPECT_EQ(counter, 100);
}

TEST(MutableKernel, EveryRank) {
  std::vector<int> o2(12), o3(24), o4(48);
  array_view<int, 2> v2(3, 4, o2);
  array_view<int, 3> v3(2, 3, 4, o3);
  const int dims[4] = {2, 2, 3, 4};
  array_view<int, 4> v4(extent<4>(dims), o4);
  int step = 1;
  parallel_for_each(v2.extent, [=](index<2> i) mutable __device__ {
    step *= 2;
    v2[i] = step;
  });
  parallel_for_each(v3.extent, [=](index<3> i) mutable __device__ {
    step += i[2];
    v3[i] = step;
  });
  parallel_for_each(v4.extent, [=](index<4> i) mutable __device__ {
    ++step;
    v4[i] = step;
  });
  v2.synchronize();
  v3.synchronize();
  v4.synchronize();
  for (int x : o2)
    EXPECT_EQ(x, 2);
  EXPECT_EQ(o3[23], 4);
  EXPECT_EQ(o3[0], 1);
  for (int x : o4)
    EXPECT_EQ(x, 2);
}

// A functor whose call operator is not const.
struct Accumulate {
  array_view<int, 1> out;
  int total = 0;
  void operator()(index<1> i) __device__ {
    for (int k = 0; k <= i[0]; ++k)
      total += k;
    out[i] = total;
  }
};

TEST(MutableKernel, NonConstFunctor) {
  std::vector<int> out(6);
  Accumulate k{array_view<int, 1>(6, out)};
  parallel_for_each(k.out.extent, k);
  k.out.synchronize();
  EXPECT_EQ(out[5], 15);
  EXPECT_EQ(out[2], 3);
  EXPECT_EQ(k.total, 0);
}

// Counts copies: const kernels are copied once per launch, never per thread.
struct Counted {
  static int copies;
  array_view<int, 1> out;
  explicit Counted(array_view<int, 1> o) : out(o) {}
  Counted(const Counted &o) : out(o.out) { ++copies; }
  void operator()(index<1> i) const __device__ { out[i] = 1; }
};
int Counted::copies = 0;

struct CountedMutable {
  static int copies;
  array_view<int, 1> out;
  explicit CountedMutable(array_view<int, 1> o) : out(o) {}
  CountedMutable(const CountedMutable &o) : out(o.out) { ++copies; }
  void operator()(index<1> i) __device__ { out[i] = 2; }
};
int CountedMutable::copies = 0;

TEST(MutableKernel, OnlyMutableKernelsAreCopiedPerThread) {
  std::vector<int> out(10);
  array_view<int, 1> ov(10, out);
  // On a view of its own, a launch copies the kernel once (without one, on
  // a machine of two GPUs such as the fake backend's, once more to find
  // the arrays it uses: LaunchTargetTest.cpp).
  const accelerator_view av = accelerator().get_default_view();
  parallel_for_each(av, ov.extent, Counted(ov));
  EXPECT_EQ(Counted::copies, 1);
  parallel_for_each(av, ov.extent, CountedMutable(ov));
  EXPECT_EQ(CountedMutable::copies, 1 + 10);
  EXPECT_EQ(ov[9], 2);
}

TEST(MutableKernel, ArrayCapturedInAMutableKernel) {
  array<int, 1> arr(8);
  int base = 5;
  parallel_for_each(arr.extent, [=, arr = amp2hip::capture(arr)](
                                    index<1> i) mutable __device__ {
    base += i[0];
    arr[i] = base;
  });
  std::vector<int> v = arr;
  EXPECT_EQ(v[7], 12);
  EXPECT_EQ(v[0], 5);
}

} // namespace

namespace {

using namespace Concurrency;
using Concurrency::index;

// Tiled launches in host emulation: tiles one at a time, a host thread per
// tile thread, so barriers and tile_static memory work.
TEST(TiledEmulation, BarrierAndTileStaticReverseEachTile) {
  std::vector<int> v(64);
  for (int i = 0; i < 64; ++i)
    v[i] = i;
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) __device__ {
    __shared__ int s[16];
    s[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = s[15 - t.local[0]];
  });
  av.synchronize();
  EXPECT_EQ(v[0], 15);
  EXPECT_EQ(v[15], 0);
  EXPECT_EQ(v[16], 31);
  EXPECT_EQ(v[63], 48);
}

TEST(TiledEmulation, Rank2And3Members) {
  std::vector<int> m(8 * 12);
  array_view<int, 2> mv(8, 12, m);
  parallel_for_each(mv.extent.tile<4, 6>(),
                    [=](tiled_index<4, 6> t) __device__ {
                      mv[t] = t.tile[0] * 1000 + t.tile[1] * 100 +
                              t.local[0] * 10 + t.local[1];
                    });
  mv.synchronize();
  EXPECT_EQ(m[7 * 12 + 11], 1000 + 100 + 30 + 5);
  std::vector<int> c(2 * 4 * 4);
  array_view<int, 3> cv(2, 4, 4, c);
  parallel_for_each(cv.extent.tile<1, 2, 4>(),
                    [=](tiled_index<1, 2, 4> t) __device__ {
                      cv[t.global] = t.tile_origin[0] * 100 +
                                     t.tile_origin[1] * 10 + t.tile_origin[2];
                    });
  cv.synchronize();
  EXPECT_EQ(c[(1 * 4 + 3) * 4 + 3], 100 + 20);
}

TEST(TiledEmulation, MutableTiledKernelGetsACopyPerThread) {
  std::vector<int> v(32);
  array_view<int, 1> av(32, v);
  int base = 7;
  parallel_for_each(av.extent.tile<8>(),
                    [=](tiled_index<8> t) mutable __device__ {
                      __shared__ int s[8];
                      base += t.local[0];
                      s[t.local[0]] = base;
                      t.barrier.wait();
                      av[t.global] = s[7 - t.local[0]];
                    });
  av.synchronize();
  EXPECT_EQ(v[0], 14);
  EXPECT_EQ(v[7], 7);
  EXPECT_EQ(v[31], 7);
}

TEST(TiledEmulation, AnExceptionInAThreadDoesNotHangTheTile) {
  std::vector<int> v(8);
  array_view<int, 1> av(8, v);
  EXPECT_THROW(parallel_for_each(av.extent.tile<4>(),
                                 [=](tiled_index<4> t) __device__ {
                                   if (t.local[0] == 0)
                                     throw runtime_exception("boom", 1);
                                   t.barrier.wait();
                                   av[t.global] = 1;
                                 }),
               runtime_exception);
}

} // namespace
