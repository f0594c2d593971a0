//===- SynchronousCopyTest.cpp - copy() returns once the copy is done -----===//
//
// C++ AMP's copy, copy_to, the array constructors and assignments that copy,
// synchronize, synchronize_to, data() and the conversion to std::vector
// return once their copies have completed; copy_async, synchronize_async,
// synchronize_to_async and a launch do not wait. The fake backend counts a
// copy as complete only once the host has waited for it, and can hold every
// host wait back, so each test sees who waits.
//
//===----------------------------------------------------------------------===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace Concurrency;
using amp2hip_test::fake;

class SynchronousCopy : public amp2hip_test::RuntimeTest {
protected:
  void TearDown() override {
    fake().release_completion(); // never leave a test's hold behind
    RuntimeTest::TearDown();
  }
  static accelerator_view gpu(int d) { return amp2hip_test::gpu_view(d); }
  static std::vector<int> iota(int n, int from) {
    std::vector<int> v(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
      v[static_cast<std::size_t>(i)] = from + i;
    return v;
  }
  /// Ends a hold (and joins a thread) however the test leaves, before the
  /// arrays and futures declared ahead of it wait in their destructors.
  struct finisher {
    std::thread *thread;
    ~finisher() {
      fake().release_completion();
      if (thread && thread->joinable())
        thread->join();
    }
  };
  static bool some_wait_blocked() { return amp2hip_test::some_wait_blocked(); }
};

// Every synchronous entry point that moves data between two places, each
// on fresh arrays of the two fake GPUs: when it returns, no copy it made is
// still pending.
TEST_F(SynchronousCopy, EverySynchronousEntryPointWaitsForItsCopies) {
  const int n = 64;
  struct entry {
    const char *name;
    std::function<void(array<int, 1> &, array<int, 1> &)> run;
  };
  std::vector<int> host(n, 0);
  const std::vector<entry> entries = {
      {"copy(array, array)", [](array<int, 1> &a, array<int, 1> &b) {
         copy(a, b);
       }},
      {"copy(array, array_view)",
       [](array<int, 1> &a, array<int, 1> &b) {
         copy(a, array_view<int, 1>(b));
       }},
      {"copy(array_view<const T>, array)",
       [](array<int, 1> &a, array<int, 1> &b) {
         const array<int, 1> &ca = a;
         copy(array_view<const int, 1>(ca), b);
       }},
      {"copy(array_view, array)",
       [](array<int, 1> &a, array<int, 1> &b) {
         copy(array_view<int, 1>(a), b);
       }},
      {"copy(array_view, array_view)",
       [](array<int, 1> &a, array<int, 1> &b) {
         copy(array_view<int, 1>(a), array_view<int, 1>(b));
       }},
      {"copy(section, section)",
       [](array<int, 1> &a, array<int, 1> &b) {
         copy(a.section(8, 16), b.section(40, 16));
       }},
      {"array::copy_to(array)",
       [](array<int, 1> &a, array<int, 1> &b) { a.copy_to(b); }},
      {"array::copy_to(array_view)",
       [](array<int, 1> &a, array<int, 1> &b) {
         a.copy_to(array_view<int, 1>(b));
       }},
      {"array_view::copy_to(array)",
       [](array<int, 1> &a, array<int, 1> &b) {
         array_view<int, 1>(a).copy_to(b);
       }},
      {"array_view::copy_to(array_view)",
       [](array<int, 1> &a, array<int, 1> &b) {
         array_view<int, 1>(a).copy_to(array_view<int, 1>(b));
       }},
      {"array = array (deep copy)",
       [](array<int, 1> &a, array<int, 1> &) {
         array<int, 1> c(a.extent, a.get_accelerator_view());
         c = a;
       }},
      {"array(array) (deep copy)",
       [](array<int, 1> &a, array<int, 1> &) { array<int, 1> c(a); }},
      {"array(array_view, av) on the other GPU",
       [](array<int, 1> &a, array<int, 1> &b) {
         const array<int, 1> &ca = a;
         array<int, 1> c(array_view<const int, 1>(ca),
                         b.get_accelerator_view());
       }},
      {"array = array_view",
       [](array<int, 1> &a, array<int, 1> &b) {
         const array<int, 1> &ca = a;
         b = array_view<const int, 1>(ca);
       }},
      {"copy(iterators, array)",
       [&host](array<int, 1> &, array<int, 1> &b) {
         copy(host.begin(), host.end(), b);
       }},
      {"copy(iterator, array)",
       [&host](array<int, 1> &, array<int, 1> &b) { copy(host.begin(), b); }},
      {"array(extent, iterators, av)",
       [&host](array<int, 1> &, array<int, 1> &b) {
         array<int, 1> c(static_cast<int>(host.size()), host.begin(),
                         host.end(), b.get_accelerator_view(),
                         access_type_none);
       }},
      {"copy(array, iterator)",
       [&host](array<int, 1> &a, array<int, 1> &) {
         copy(a, host.begin());
       }},
      {"copy(array_view, iterator)",
       [&host](array<int, 1> &a, array<int, 1> &) {
         copy(array_view<int, 1>(a), host.begin());
       }},
      {"copy(array, host array_view)",
       [&host](array<int, 1> &a, array<int, 1> &) {
         copy(a, array_view<int, 1>(static_cast<int>(host.size()), host));
       }},
      {"copy(host array_view, array)",
       [&host](array<int, 1> &, array<int, 1> &b) {
         copy(array_view<int, 1>(static_cast<int>(host.size()), host), b);
       }},
      {"std::vector(array)",
       [](array<int, 1> &a, array<int, 1> &) {
         std::vector<int> v = a;
         (void)v;
       }},
      {"array_view::data() of an array",
       [](array<int, 1> &a, array<int, 1> &) {
         (void)array_view<int, 1>(a).data();
       }},
  };
  for (const entry &e : entries) {
    SCOPED_TRACE(e.name);
    std::vector<int> v = iota(n, 100);
    array<int, 1> a(n, v.begin(), v.end(), gpu(0));
    // Device memory whatever the device's default (another test sets it).
    array<int, 1> b(n, gpu(1), access_type_none);
    fake().clear_records();
    e.run(a, b);
    EXPECT_FALSE(fake().copies.empty()) << "nothing was copied";
    EXPECT_EQ(fake().pending_copies(), 0)
        << "returned before its copies completed";
  }
}

// The case of issue 27: copy() between arrays of two GPUs is one peer copy,
// and it has completed when copy() returns.
TEST_F(SynchronousCopy, PeerCopyBetweenTwoGpusHasCompletedAtReturn) {
  std::vector<int> v = iota(1000, 0);
  array<int, 1> a(1000, v.begin(), v.end(), gpu(0));
  array<int, 1> b(1000, gpu(1));
  fake().clear_records();
  copy(a, b);
  ASSERT_EQ(fake().copies.size(), 1u);
  EXPECT_EQ(fake().copies[0].src_device, 0);
  EXPECT_EQ(fake().copies[0].dst_device, 1);
  EXPECT_EQ(fake().pending_copies(), 0);
  EXPECT_GE(fake().synchronize_calls, 1);
  EXPECT_EQ(std::vector<int>(b), v);
}

// A synchronous copy does not return while its completion is held back.
TEST_F(SynchronousCopy, CopyBlocksUntilTheDeviceIsDone) {
  std::vector<int> v = iota(256, 7);
  array<int, 1> a(256, v.begin(), v.end(), gpu(0));
  array<int, 1> b(256, gpu(1));
  fake().hold_completion();
  std::atomic<bool> returned{false};
  std::thread t([&] {
    copy(a, b);
    returned = true;
  });
  finisher finish{&t};
  ASSERT_TRUE(some_wait_blocked()) << "copy() never waited";
  EXPECT_FALSE(returned.load());
  fake().release_completion();
  t.join();
  EXPECT_TRUE(returned.load());
  EXPECT_EQ(fake().pending_copies(), 0);
}

// copy_async returns at once; its future completes when the copy has.
TEST_F(SynchronousCopy, CopyAsyncReturnsBeforeTheCopyCompletes) {
  std::vector<int> v = iota(256, 3);
  array<int, 1> a(256, v.begin(), v.end(), gpu(0));
  array<int, 1> b(256, gpu(1));
  fake().hold_completion();
  completion_future f = copy_async(a, b);
  finisher finish{nullptr};
  ASSERT_TRUE(some_wait_blocked()) << "the copy never waited";
  EXPECT_EQ(f.wait_for(std::chrono::milliseconds(50)),
            std::future_status::timeout)
      << "the future completed before the copy";
  fake().release_completion();
  f.get();
  EXPECT_EQ(fake().pending_copies(), 0);
  EXPECT_EQ(std::vector<int>(b), v);
}

// A launch enqueues its copy-ins and returns; accelerator_view::wait and a
// marker's future wait for them.
TEST_F(SynchronousCopy, LaunchDoesNotWaitAndWaitDoes) {
  std::vector<int> v(32, 1);
  array_view<int, 1> V(32, v);
  accelerator_view av = gpu(1);
  parallel_for_each(av, V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] += 1; });
  EXPECT_EQ(fake().pending_copies(), 1) << "the launch waited";
  completion_future marker = av.create_marker();
  marker.get();
  EXPECT_EQ(fake().pending_copies(), 0);
  parallel_for_each(av, V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] += 1; });
  V.refresh(); // device copies dropped: the next launch copies in again
  parallel_for_each(av, V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] += 1; });
  EXPECT_GT(fake().pending_copies(), 0);
  av.wait();
  EXPECT_EQ(fake().pending_copies(), 0);
}

// synchronize_to returns with the data on the device; synchronize_to_async
// does not wait, and its future completes with the copy.
TEST_F(SynchronousCopy, SynchronizeToWaitsAndItsAsyncFormDoesNot) {
  std::vector<int> v = iota(64, 0);
  array_view<int, 1> V(64, v);
  V.synchronize_to(gpu(1));
  EXPECT_EQ(fake().copies.size(), 1u);
  EXPECT_EQ(fake().pending_copies(), 0);
  V[0] = 5; // the device copy is stale
  fake().clear_records();
  fake().hold_completion(); // the future's waiter must not finish early
  completion_future f = V.synchronize_to_async(gpu(1));
  finisher finish{nullptr};
  EXPECT_EQ(fake().copies.size(), 1u);
  EXPECT_EQ(fake().pending_copies(), 1);
  EXPECT_EQ(f.wait_for(std::chrono::milliseconds(20)),
            std::future_status::timeout);
  fake().release_completion();
  f.get();
  EXPECT_EQ(fake().pending_copies(), 0);
}

// Reading a view's data home (synchronize, element access) waits for the
// device-to-host copies.
TEST_F(SynchronousCopy, SynchronizeAndHostAccessWait) {
  std::vector<int> v(16, 1);
  array_view<int, 1> V(16, v);
  parallel_for_each(gpu(1), V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] *= 3; });
  fake().clear_records();
  V.synchronize();
  EXPECT_EQ(fake().copies.size(), 1u);
  EXPECT_EQ(fake().pending_copies(), 0);
  EXPECT_EQ(v[15], 3);
  parallel_for_each(gpu(1), V.extent,
                    [=](Concurrency::index<1> i) __device__ { V[i] *= 3; });
  fake().clear_records();
  EXPECT_EQ(V[2], 9);
  EXPECT_EQ(fake().pending_copies(), 0);
}

} // namespace
