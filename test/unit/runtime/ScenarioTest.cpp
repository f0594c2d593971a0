//===- ScenarioTest.cpp - Issue 14's coherence scenarios on the fake ------===//
//
// The scenarios live in gpu/coherence_scenarios.hip.cpp, which also runs as
// a HIP program on a GPU; here each runs against the fake backend.
//
//===----------------------------------------------------------------------===//
#define AMP2HIP_SCENARIOS_NO_MAIN
#include "gpu/coherence_scenarios.hip.cpp"

#include "RuntimeTestFixture.h"

namespace {

class Scenario : public amp2hip_test::RuntimeTest,
                 public ::testing::WithParamInterface<scenarios::scenario> {};

TEST_P(Scenario, Passes) {
  scenarios::report r = scenarios::run(GetParam());
  for (const std::string &f : r.failures)
    ADD_FAILURE() << f;
}

INSTANTIATE_TEST_SUITE_P(
    Issue14, Scenario, ::testing::ValuesIn(scenarios::all()),
    [](const ::testing::TestParamInfo<scenarios::scenario> &info) {
      return std::string(info.param.name);
    });

} // namespace

namespace {

using namespace Concurrency;

class SeveralDevices : public amp2hip_test::RuntimeTest {};

// C++ AMP: a view of an array can be used by a kernel on another
// accelerator (its region is copied there, device to device, and back when
// the array's own accelerator uses it next).
TEST_F(SeveralDevices, AViewOfAnArrayIsCopiedToTheOtherDevice) {
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_EQ(all.size(), 3u); // two fake devices and the CPU
  array<int, 1> a(16, all[0].get_default_view());
  array_view<int, 1> av(a);
  parallel_for_each(all[1].get_default_view(), av.extent,
                    [=](Concurrency::index<1> i) __device__ { av[i] = 1; });
  EXPECT_EQ(stats().device_to_device_count, 1u);
  parallel_for_each(all[0].get_default_view(), av.extent,
                    [=](Concurrency::index<1> i) __device__ { av[i] += 2; });
  EXPECT_EQ(av[3], 3);
}

// accelerator_views of two devices have queues of their own; a view moves
// between them by region, device to device.
TEST_F(SeveralDevices, ViewsMoveByRegionBetweenDevices) {
  std::vector<accelerator> all = accelerator::get_all();
  const int n = 64;
  std::vector<int> v(n, 1);
  array_view<int, 1> V(n, v);
  parallel_for_each(all[0].get_default_view(), V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] += 1; });
  array_view<int, 1> S = V.section(16, 16);
  parallel_for_each(all[1].get_default_view(), S.extent,
                    [=](Concurrency::index<1> i) __device__ { S[i] *= 10; });
  EXPECT_EQ(stats().device_to_device_count, 1u);
  EXPECT_EQ(stats().device_to_device_bytes, 16u * sizeof(int));
  V.synchronize();
  EXPECT_EQ(v[0], 2);
  EXPECT_EQ(v[20], 20);
  // Three device-to-host copies: the boxes before and after the section
  // from device 0, the section from device 1.
  EXPECT_EQ(stats().device_to_host_count, 3u);
  EXPECT_EQ(stats().device_to_host_bytes, std::uint64_t(n) * sizeof(int));
}

} // namespace

namespace {

using namespace Concurrency;

class ArraysOnTwoDevices : public amp2hip_test::RuntimeTest {};

// copy() between arrays of two devices is one device-to-device copy.
TEST_F(ArraysOnTwoDevices, CopyIsAPeerCopy) {
  std::vector<accelerator> all = accelerator::get_all();
  std::vector<int> v(100);
  for (int i = 0; i < 100; ++i)
    v[static_cast<std::size_t>(i)] = i;
  array<int, 1> a(100, v.begin(), all[0].get_default_view());
  array<int, 1> b(100, all[1].get_default_view());
  amp2hip::reset_transfer_stats();
  amp2hip_test::fake().clear_records();
  copy(a, b);
  EXPECT_EQ(stats().device_to_device_count, 1u);
  EXPECT_EQ(stats().host_to_device_count, 0u);
  EXPECT_EQ(stats().device_to_host_count, 0u);
  ASSERT_EQ(amp2hip_test::fake().copies.size(), 1u);
  EXPECT_EQ(amp2hip_test::fake().copies[0].src_device, 0);
  EXPECT_EQ(amp2hip_test::fake().copies[0].dst_device, 1);
  std::vector<int> back(100);
  copy(b, back.begin());
  EXPECT_EQ(back[99], 99);
}

} // namespace

namespace {

using namespace Concurrency;
using amp2hip::detail::queue_handle;

class Ordering : public amp2hip_test::RuntimeTest {
protected:
  static queue_handle queue_of(const accelerator_view &av) {
    return Concurrency::detail::accelerator_access::queue(av);
  }
  static bool waited(queue_handle waiter, queue_handle on) {
    for (const auto &w : amp2hip_test::fake().waits)
      if (w.first == waiter && w.second == on)
        return true;
    return false;
  }
};

// Readers on two queues of one device do not wait for each other; each
// waits for the writer; a later writer waits for both readers.
TEST_F(Ordering, ReadersWaitForTheWriterAndTheNextWriterForThem) {
  accelerator acc = accelerator::get_all()[0];
  accelerator_view w = acc.create_view(), r1 = acc.create_view(),
                   r2 = acc.create_view();
  const int n = 32;
  std::vector<int> v(n, 1), o1(n), o2(n);
  array_view<int, 1> V(n, v);
  array_view<const int, 1> R = V;
  array_view<int, 1> O1(n, o1), O2(n, o2);
  O1.discard_data();
  O2.discard_data();
  parallel_for_each(w, V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] += 1; });
  amp2hip_test::fake().clear_records();
  parallel_for_each(r1, R.extent,
                    [=](Concurrency::index<1> i) __device__ { O1[i] = R[i]; });
  parallel_for_each(r2, R.extent,
                    [=](Concurrency::index<1> i) __device__ { O2[i] = R[i]; });
  EXPECT_TRUE(waited(queue_of(r1), queue_of(w)));
  EXPECT_TRUE(waited(queue_of(r2), queue_of(w)));
  EXPECT_FALSE(waited(queue_of(r2), queue_of(r1))) << "readers serialized";
  amp2hip_test::fake().clear_records();
  parallel_for_each(w, V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] += 1; });
  EXPECT_TRUE(waited(queue_of(w), queue_of(r1)));
  EXPECT_TRUE(waited(queue_of(w), queue_of(r2)));
  EXPECT_EQ(V[0], 3);
  EXPECT_EQ(O1[0], 2);
  EXPECT_EQ(O2[0], 2);
}

// A copy into a device place is a write: a reader on another queue that
// still uses the old contents is waited for first.
TEST_F(Ordering, CopyInWaitsForEarlierReaders) {
  accelerator acc = accelerator::get_all()[0];
  accelerator_view a = acc.create_view(), b = acc.create_view();
  const int n = 16;
  std::vector<int> v(n, 1), o(n), o2(n);
  array_view<int, 1> V(n, v);
  array_view<const int, 1> R = V;
  array_view<int, 1> O(n, o), O2(n, o2);
  O.discard_data();
  O2.discard_data();
  parallel_for_each(a, R.extent,
                    [=](Concurrency::index<1> i) __device__ { O[i] = R[i]; });
  V[0] = 5; // the device copy of V is stale now
  amp2hip_test::fake().clear_records();
  // Only V links the two kernels: O2 is new, so the wait is V's copy-in.
  parallel_for_each(b, R.extent,
                    [=](Concurrency::index<1> i) __device__ { O2[i] = R[i]; });
  EXPECT_EQ(stats().host_to_device_count, 2u);
  EXPECT_TRUE(waited(queue_of(b), queue_of(a)));
  EXPECT_EQ(O[0], 1);
  EXPECT_EQ(O2[0], 5);
}

} // namespace
