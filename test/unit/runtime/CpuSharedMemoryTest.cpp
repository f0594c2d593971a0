//===- CpuSharedMemoryTest.cpp - Arrays with and without CPU access -------===//
//
// C++ AMP's CPU access types: an array of a device with CPU access lives in
// memory that the host and the device both reach (no copies between them;
// the host waits for the device work on it), and an array without it gives
// host code no element and no pointer, as Visual C++'s and HCC's runtimes
// did. The fake backend's devices map host memory.
//
//===----------------------------------------------------------------------===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace {

using namespace Concurrency;
using amp2hip_test::fake;
using amp2hip_test::on_host;
using Concurrency::index;

class CpuSharedMemory : public amp2hip_test::RuntimeTest {
protected:
  void TearDown() override {
    fake().release_completion();
    RuntimeTest::TearDown();
  }
  static accelerator_view gpu(int d) { return amp2hip_test::gpu_view(d); }
};

TEST_F(CpuSharedMemory, SupportedWhereTheDeviceMapsHostMemory) {
  EXPECT_TRUE(accelerator().get_supports_cpu_shared_memory());
  EXPECT_TRUE(accelerator(accelerator::cpu_accelerator)
                  .get_supports_cpu_shared_memory());
}

TEST_F(CpuSharedMemory, AnArrayWithCpuAccessIsOneMemory) {
  const int shared_before = fake().shared_allocations;
  {
    array<int, 1> arr(64, gpu(0), access_type_read_write);
    EXPECT_EQ(fake().shared_allocations, shared_before + 1);
    EXPECT_EQ(arr.get_cpu_access_type(), access_type_read_write);
    int *p = arr.data();
    ASSERT_NE(p, nullptr);
    for (int k = 0; k < 64; ++k)
      p[k] = k;
    parallel_for_each(arr.extent, [a = amp2hip::capture(arr)](index<1> i)
                                      __device__ { a[i] *= 2; });
    EXPECT_EQ(arr[index<1>(63)], 126);
    arr[index<1>(1)] = -5;
    parallel_for_each(arr.extent, [a = amp2hip::capture(arr)](index<1> i)
                                      __device__ { a[i] += 1; });
    EXPECT_EQ(arr.data()[1], -4);
    EXPECT_EQ(arr.data(), p); // one memory: the pointer does not move
    EXPECT_TRUE(fake().copies.empty())
        << "the host and the device copied between them";
  }
  EXPECT_EQ(fake().shared_deallocations, fake().shared_allocations);
}

TEST_F(CpuSharedMemory, EveryAccessTypeButNoneIsShared) {
  const int before = fake().shared_allocations;
  array<float, 2> r(4, 4, gpu(0), access_type_read);
  array<float, 2> w(4, 4, gpu(0), access_type_write);
  array<float, 2> n(4, 4, gpu(0), access_type_none);
  EXPECT_EQ(fake().shared_allocations, before + 2);
  EXPECT_NE(r.data(), nullptr);
  EXPECT_NE(w.data(), nullptr);
  EXPECT_EQ(n.data(), nullptr);
  // A copy keeps its CPU access, and so its memory's kind.
  array<float, 2> r2(r);
  EXPECT_EQ(r2.get_cpu_access_type(), access_type_read);
  EXPECT_EQ(fake().shared_allocations, before + 3);
  EXPECT_NE(r2.data(), r.data());
}

TEST_F(CpuSharedMemory, CopiesInAndOutOfASharedArray) {
  std::vector<int> v(48);
  for (int k = 0; k < 48; ++k)
    v[static_cast<std::size_t>(k)] = 3 * k;
  array<int, 2> shared(6, 8, v.begin(), v.end(), gpu(0),
                       access_type_read_write);
  EXPECT_EQ(shared(5, 7), 141);
  array<int, 2> plain(6, 8, gpu(0), access_type_none);
  copy(shared, plain);
  EXPECT_EQ(std::vector<int>(plain), v);
  parallel_for_each(plain.extent, [p = amp2hip::capture(plain)](index<2> i)
                                      __device__ { p[i] = -p[i]; });
  copy(plain, shared);
  EXPECT_EQ(shared(2, 3), -3 * 19);
  std::vector<int> out(48);
  copy(shared, out.begin());
  EXPECT_EQ(out[47], -141);
  // A view on another device reads the shared memory as any array's.
  array_view<const int, 2> view(shared);
  std::vector<int> got(48);
  array_view<int, 2> sink(6, 8, got);
  parallel_for_each(gpu(1), sink.extent,
                    [=](index<2> i) __device__ { sink[i] = view[i] * 2; });
  sink.synchronize();
  EXPECT_EQ(got[47], -282);
  // The other device read the shared memory as memory of any kind (HIP's
  // peer copies take device memory only).
  bool mapped_copy = false;
  for (const amp2hip_test::CopyRecord &c : fake().copies)
    mapped_copy |= c.kind == amp2hip::detail::copy_kind::device_to_device &&
                   c.src_device == 0 && c.dst_device == 1 && c.mapped;
  EXPECT_TRUE(mapped_copy);
}

// The host waits for the device work that uses the memory instead of
// copying it: a launch whose copy-in has not completed holds the host's
// next access back.
TEST_F(CpuSharedMemory, TheHostWaitsForTheDeviceWork) {
  std::vector<int> in(64, 5);
  array_view<const int, 1> source(64, in);
  array<int, 1> shared(64, gpu(1), access_type_read_write);
  fake().hold_completion();
  parallel_for_each(gpu(1), shared.extent,
                    [=, s = amp2hip::capture(shared)](index<1> i)
                        __device__ { s[i] = source[i] + 1; });
  std::atomic<bool> returned{false};
  std::thread reader([&] {
    (void)shared[index<1>(0)];
    returned.store(true);
  });
  ASSERT_TRUE(amp2hip_test::some_wait_blocked())
      << "the host access never waited";
  EXPECT_FALSE(returned.load());
  fake().release_completion();
  reader.join();
  EXPECT_TRUE(returned.load());
  EXPECT_EQ(shared[index<1>(63)], 6);
}

TEST_F(CpuSharedMemory, WithoutCpuAccessTheHostGetsNoElementAndNoPointer) {
  std::vector<int> v(12, 7);
  array<int, 2> arr(3, 4, v.begin(), v.end(), gpu(0), access_type_none);
  EXPECT_EQ(arr.data(), nullptr);
  try {
    (void)arr(1, 2);
    ADD_FAILURE() << "a host element of an array without CPU access";
  } catch (const runtime_exception &e) {
    EXPECT_EQ(e.get_error_code(), static_cast<HRESULT>(0x80070005L));
  }
  EXPECT_THROW(arr[index<2>(0, 0)], runtime_exception);
  const array<int, 2> &carr = arr;
  EXPECT_THROW(carr[index<2>(0, 0)], runtime_exception);
  // A projection of rank 2 is a view, which the host may use; copies and
  // views reach the data as in C++ AMP.
  array_view<int, 1> row = arr[1];
  EXPECT_EQ(row[3], 7);
  row[3] = 9;
  EXPECT_EQ(on_host(arr)(1, 3), 9);
  EXPECT_EQ(std::vector<int>(arr)[7], 9);
  // Kernels reach it as before.
  parallel_for_each(arr.extent, [a = amp2hip::capture(arr)](index<2> i)
                                    __device__ { a[i] += 1; });
  EXPECT_EQ(on_host(arr)(1, 3), 10);
  array<int, 1> line(4, gpu(0), access_type_none);
  EXPECT_THROW(line[2], runtime_exception);
}

TEST_F(CpuSharedMemory, TheCpuAcceleratorsArraysAreTheHosts) {
  accelerator cpu(accelerator::cpu_accelerator);
  array<int, 1> staging(8, cpu.get_default_view(), gpu(0));
  EXPECT_EQ(staging.get_cpu_access_type(), access_type_read_write);
  ASSERT_NE(staging.data(), nullptr);
  staging[index<1>(3)] = 11;
  EXPECT_EQ(staging.data()[3], 11);
  // Host memory whatever access type the program gave it.
  array<int, 1> none(8, cpu.get_default_view(), access_type_none);
  none[index<1>(2)] = 4;
  ASSERT_NE(none.data(), nullptr);
  EXPECT_EQ(none.data()[2], 4);
}

} // namespace
