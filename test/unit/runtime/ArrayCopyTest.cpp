//===- ArrayCopyTest.cpp - array, copy() and amp2hip::capture -------------===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <list>
#include <vector>

namespace {

using namespace Concurrency;
using amp2hip_test::fake;
using amp2hip_test::on_host;
using Concurrency::index;

class ArrayCopy : public amp2hip_test::RuntimeTest {};

TEST_F(ArrayCopy, ArrayFromIteratorsAndBack) {
  std::vector<float> src(20);
  for (int i = 0; i < 20; ++i)
    src[i] = float(i);
  array<float, 2> arr(4, 5, src.begin(), src.end());
  EXPECT_EQ(stats().host_to_device_count, 1u);
  EXPECT_EQ(stats().host_to_device_bytes, 20 * sizeof(float));
  EXPECT_EQ(arr.extent, extent<2>(4, 5));

  std::vector<float> back = arr; // conversion to std::vector
  EXPECT_EQ(back, src);
  EXPECT_EQ(stats().device_to_host_count, 1u);

  std::vector<float> out(20, -1.0f);
  copy(arr, out.begin());
  EXPECT_EQ(out, src);
  EXPECT_EQ(stats().device_to_host_count, 2u);

  // From a non-contiguous iterator.
  std::list<float> l(src.begin(), src.end());
  array<float, 1> a1(20, l.begin(), l.end());
  EXPECT_EQ(std::vector<float>(a1), src);
}

TEST_F(ArrayCopy, KernelWritesArrayThroughCapture) {
  array<float, 1> arr(64);
  EXPECT_EQ(stats().host_to_device_count, 0u);
  auto view = amp2hip::capture(arr);
  static_assert(std::is_same_v<decltype(view), amp2hip::array_ref<float, 1>>,
                "");
  const array<float, 1> &carr = arr;
  static_assert(std::is_same_v<decltype(amp2hip::capture(carr)),
                               amp2hip::array_ref<const float, 1>>,
                "");
  parallel_for_each(arr.extent,
                    [=, arr = amp2hip::capture(arr)](index<1> i)
                        __device__ { arr[i] = float(i[0]) + 0.5f; });
  EXPECT_EQ(stats().host_to_device_count, 0u);
  EXPECT_EQ(stats().device_to_host_count, 0u);
  std::vector<float> v(64);
  copy(arr, v.begin());
  EXPECT_EQ(v[63], 63.5f);
  EXPECT_EQ(stats().device_to_host_count, 1u);
  // Without CPU access, the host reaches the array's elements through a
  // view (the coherence engine), and not by the array's own subscripts.
  EXPECT_THROW(arr[index<1>(10)], runtime_exception);
  EXPECT_EQ(on_host(arr)[10], 10.5f);
  on_host(arr)[10] = 1.0f;
  parallel_for_each(arr.extent, [=, arr = amp2hip::capture(arr)](index<1> i)
                                    __device__ { arr[i] += 1; });
  EXPECT_EQ(std::vector<float>(arr)[10], 2.0f);
}

TEST_F(ArrayCopy, ArrayToArrayStaysOnTheDevice) {
  std::vector<int> src(100, 3);
  array<int, 1> a(100, src.begin());
  array<int, 1> b(100);
  copy(a, b);
  EXPECT_EQ(stats().device_to_device_count, 1u);
  EXPECT_EQ(stats().device_to_device_bytes, 100 * sizeof(int));
  array<int, 1> c(a); // deep copy
  EXPECT_EQ(stats().device_to_device_count, 2u);
  a.copy_to(b);
  EXPECT_EQ(stats().device_to_device_count, 3u);
  EXPECT_EQ(std::vector<int>(c)[99], 3);
  EXPECT_EQ(stats().host_to_device_count, 1u);
}

TEST_F(ArrayCopy, ViewsAndIterators) {
  std::vector<float> host(12, 0.0f);
  array_view<float, 2> v(3, 4, host);
  std::vector<float> src(12);
  for (int i = 0; i < 12; ++i)
    src[i] = float(i * i);
  copy(src.begin(), src.end(), v); // host memory: no transfer
  EXPECT_EQ(host, src);
  EXPECT_EQ(stats().host_to_device_count, 0u);

  array<float, 2> arr(3, 4);
  copy(v, arr); // host view -> array: one upload
  EXPECT_EQ(stats().host_to_device_count, 1u);
  std::vector<float> back(12);
  copy(arr, array_view<float, 2>(3, 4, back));
  EXPECT_EQ(back, src);

  // A section of an array to a section of a view.
  std::vector<float> part(4, -1.0f);
  array_view<float, 1> pv(4, part);
  copy(arr.section(index<2>(1, 0), extent<2>(1, 4)),
       pv.view_as(extent<2>(1, 4)));
  EXPECT_EQ(part[3], src[7]);

  array_view<const float, 2> cv(3, 4, src);
  std::vector<float> out(12);
  copy(cv, out.begin());
  EXPECT_EQ(out, src);
  completion_future f = copy_async(cv, out.begin());
  f.get();
  EXPECT_TRUE(f.valid());
}

TEST_F(ArrayCopy, IteratorRangeIntoAView) {
  std::vector<float> host(6, -1.0f);
  array_view<float, 2> v(2, 3, host);
  std::list<float> src = {1, 2, 3, 4, 5, 6}; // not contiguous: staged
  copy(src.begin(), src.end(), v);
  EXPECT_EQ(host, std::vector<float>({1, 2, 3, 4, 5, 6}));
  // Too long throws and writes nothing; shorter fills the first elements.
  std::vector<float> tooLong(7, 9.0f);
  EXPECT_THROW(copy(tooLong.begin(), tooLong.end(), v), runtime_exception);
  EXPECT_EQ(host, std::vector<float>({1, 2, 3, 4, 5, 6}));
  std::list<float> shorter = {9, 8};
  copy(shorter.begin(), shorter.end(), v);
  EXPECT_EQ(host, std::vector<float>({9, 8, 3, 4, 5, 6}));
}

TEST_F(ArrayCopy, ArrayProjectionAndSection) {
  std::vector<int> src(24);
  for (int i = 0; i < 24; ++i)
    src[i] = i;
  array<int, 3> a(2, 3, 4, src.begin(), src.end());
  array_view<int, 2> plane = a[1];
  EXPECT_EQ(plane(2, 3), 23);
  array_view<int, 1> row = a[1][2];
  EXPECT_EQ(row[0], 20);
  const array<int, 3> &ca = a;
  array_view<const int, 3> s =
      ca.section(index<3>(0, 1, 1), extent<3>(2, 2, 2));
  EXPECT_EQ(s(1, 1, 1), 1 * 12 + 2 * 4 + 2);
  // Without CPU access the array gives the host no pointer.
  EXPECT_EQ(a.data(), nullptr);
}

TEST_F(ArrayCopy, AcceleratorBasics) {
  accelerator def;
  EXPECT_EQ(def.get_device_path(), L"hip:0");
  EXPECT_EQ(def.get_description(), L"fake device 0");
  EXPECT_EQ(def.get_dedicated_memory(), std::size_t(1) << 20);
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all.back().get_device_path(), L"cpu");
  EXPECT_EQ(accelerator(accelerator::default_accelerator), def);
  EXPECT_THROW(accelerator(L"no such"), runtime_exception);
  accelerator_view av = def.get_default_view();
  EXPECT_EQ(av, def.get_default_view());
  EXPECT_EQ(av.get_accelerator(), def);
  accelerator_view other = def.create_view();
  EXPECT_NE(av, other);
  av.wait();
  av.flush();
  // The CPU accelerator holds data but cannot run kernels.
  accelerator cpu(accelerator::cpu_accelerator);
  std::vector<float> v(4, 1.0f);
  array<float, 1> staged(4, v.begin(), v.end(), cpu.get_default_view());
  EXPECT_EQ(staged.data()[2], 1.0f);
  EXPECT_THROW(
      parallel_for_each(cpu.get_default_view(), staged.extent, [](index<1>) {}),
      runtime_exception);
}

TEST_F(ArrayCopy, KernelOnAnExplicitViewUsesItsQueue) {
  accelerator def;
  accelerator_view mine = def.create_view();
  std::vector<float> v(8, 1.0f);
  array_view<float, 1> V(8, v);
  parallel_for_each(mine, V.extent, [=](index<1> i) __device__ { V[i] *= 4; });
  ASSERT_EQ(fake().copies.size(), 1u);
  EXPECT_EQ(fake().copies[0].queue,
            Concurrency::detail::accelerator_access::queue(mine));
  // A kernel on the default view after it: ordered after `mine`.
  const int waits = fake().queue_waits;
  parallel_for_each(V.extent, [=](index<1> i) __device__ { V[i] += 1; });
  EXPECT_EQ(fake().queue_waits, waits + 1);
  EXPECT_EQ(V[0], 5.0f);
}

} // namespace

namespace {

TEST(Atomics, HistogramInAnEmulatedKernel) {
  const int n = 1000, bins = 10;
  std::vector<int> data(n), hist(bins, 0);
  for (int i = 0; i < n; ++i)
    data[i] = i % bins;
  std::vector<unsigned int> top(1, 0);
  Concurrency::array_view<const int, 1> dv(n, data);
  Concurrency::array_view<int, 1> hv(bins, hist);
  Concurrency::array_view<unsigned int, 1> tv(1, top);
  Concurrency::parallel_for_each(
      dv.extent, [=](Concurrency::index<1> i) __device__ {
        Concurrency::atomic_fetch_inc(&hv[dv[i]]);
        Concurrency::atomic_fetch_max(&tv[0], static_cast<unsigned int>(dv[i]));
      });
  hv.synchronize();
  tv.synchronize();
  EXPECT_EQ(hist[7], n / bins);
  EXPECT_EQ(top[0], unsigned(bins - 1));
  int x = 5, expected = 4;
  EXPECT_FALSE(Concurrency::atomic_compare_exchange(&x, &expected, 9));
  EXPECT_EQ(expected, 5);
  EXPECT_TRUE(Concurrency::atomic_compare_exchange(&x, &expected, 9));
  EXPECT_EQ(x, 9);
  EXPECT_EQ(Concurrency::atomic_exchange(&x, 1), 9);
  EXPECT_EQ(Concurrency::atomic_fetch_dec(&x), 1);
  EXPECT_EQ(x, 0);
}

} // namespace
