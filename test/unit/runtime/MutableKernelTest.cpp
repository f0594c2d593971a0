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
  parallel_for_each(ov.extent, Counted(ov));
  EXPECT_EQ(Counted::copies, 1);
  parallel_for_each(ov.extent, CountedMutable(ov));
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
