//===- RuntimeTestFixture.h - The runtime tests' common fixture -*- C++ -*-===//
//
// Each runtime test starts with zeroed transfer counters and no recorded
// copies on the fake backend, and fails if a copy used a pointer the fake
// backend did not hand out.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TEST_RUNTIMETESTFIXTURE_H
#define AMP2HIP_TEST_RUNTIMETESTFIXTURE_H

#include "FakeBackend.h"
#include <amp2hip/amp.h>

#include "gtest/gtest.h"

#include <chrono>
#include <thread>

namespace amp2hip_test {

class RuntimeTest : public ::testing::Test {
protected:
  void SetUp() override {
    amp2hip::reset_transfer_stats();
    fake().clear_records();
  }
  void TearDown() override {
    EXPECT_FALSE(fake().bad_pointer) << "a copy used an invalid pointer";
    EXPECT_FALSE(fake().bad_registration)
        << "host memory registered twice, unregistered while in use, or "
           "used as registered when it was not";
  }
  static amp2hip::transfer_stats stats() {
    return amp2hip::get_transfer_stats();
  }
};

/// The default view of accelerator `d` of accelerator::get_all() (the fake
/// backend's devices 0 and 1, then the CPU).
inline Concurrency::accelerator_view gpu_view(int d) {
  return Concurrency::accelerator::get_all()[static_cast<std::size_t>(d)]
      .get_default_view();
}

/// Waits (up to 10 s) until a host wait is blocked by the fake backend's
/// hold (FakeBackend::hold_completion).
inline bool some_wait_blocked() {
  for (int i = 0; i < 1000; ++i) {
    if (fake().blocked_waits() > 0)
      return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

/// The host's way to the elements of an array without CPU access (every
/// array of a device by default): a view of it, as in C++ AMP.
template <class T, int N>
Concurrency::array_view<T, N> on_host(Concurrency::array<T, N> &a) {
  return Concurrency::array_view<T, N>(a);
}
template <class T, int N>
Concurrency::array_view<const T, N> on_host(const Concurrency::array<T, N> &a) {
  return Concurrency::array_view<const T, N>(a);
}
template <class T, int N>
Concurrency::array_view<T, N> on_host(const amp2hip::array_ref<T, N> &a) {
  return Concurrency::array_view<T, N>(a);
}

} // namespace amp2hip_test

#endif
