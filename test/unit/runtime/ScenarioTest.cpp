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

// C++ AMP: an array belongs to its accelerator; a kernel on another one
// cannot use it (nor a view of it), and nothing is copied.
TEST_F(SeveralDevices, ArrayOfOneDeviceIsRejectedByTheOther) {
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_EQ(all.size(), 3u); // two fake devices and the CPU
  array<int, 1> a(16, all[0].get_default_view());
  array_view<int, 1> av(a);
  EXPECT_THROW(parallel_for_each(all[1].get_default_view(), av.extent,
                                 [=](Concurrency::index<1> i)
                                     __device__ { av[i] = 1; }),
               runtime_exception);
  EXPECT_EQ(stats().device_to_device_count, 0u);
  parallel_for_each(all[0].get_default_view(), av.extent,
                    [=](Concurrency::index<1> i) __device__ { av[i] = 2; });
  EXPECT_EQ(av[3], 2);
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
