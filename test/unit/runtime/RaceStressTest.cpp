//===- RaceStressTest.cpp - The asynchronous paths under ThreadSanitizer --===//
//
// Built with ThreadSanitizer (amp2hip_runtime_core_tsan) against the fake
// backend with its two devices. Several host threads at once use the
// runtime's asynchronous paths: copy_async both ways, synchronize_async,
// continuations (then), copies between the two devices, launches from
// several threads on one view (each thread its own section and queue) and on
// several views, and host memory registered and evicted by several threads.
// Each test checks its data; ThreadSanitizer fails the run on any data race in
// the runtime (TSAN_OPTIONS=halt_on_error=1).
//
//===----------------------------------------------------------------------===//
#include "RuntimeTestFixture.h"

#include <amp2hip/detail/host_registration.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace {

using namespace Concurrency;
using Concurrency::index;

constexpr int kThreads = 4;
constexpr int kRounds = 40;

// Starts `count` threads running body(t) together and joins them.
template <class F> void together(int count, F body) {
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < count; ++t)
    threads.emplace_back([&, t] {
      ready.fetch_add(1);
      while (ready.load() < count)
        std::this_thread::yield();
      body(t);
    });
  for (std::thread &th : threads)
    th.join();
}

class Races : public amp2hip_test::RuntimeTest {};

// copy_async into arrays and back, from several threads at once, some of
// them on one shared array (each thread its own section).
TEST_F(Races, CopyAsyncBothWays) {
  const int n = 512;
  array<int, 1> shared(n * kThreads);
  std::atomic<int> wrong{0};
  together(kThreads, [&](int t) {
    array<int, 1> own(n);
    std::vector<int> src(n), back(n);
    for (int r = 0; r < kRounds; ++r) {
      for (int i = 0; i < n; ++i)
        src[static_cast<std::size_t>(i)] = t * 100000 + r * 1000 + i;
      copy_async(src.begin(), src.end(), own).get();
      copy_async(own, back.begin()).get();
      array_view<int, 1> part = array_view<int, 1>(shared).section(t * n, n);
      completion_future in = copy_async(src.begin(), src.end(), part);
      in.get();
      std::vector<int> back2(n);
      copy_async(part, back2.begin()).get();
      for (int i = 0; i < n; ++i)
        if (back[static_cast<std::size_t>(i)] != src[static_cast<std::size_t>(i)] ||
            back2[static_cast<std::size_t>(i)] != src[static_cast<std::size_t>(i)])
          ++wrong;
    }
  });
  EXPECT_EQ(wrong.load(), 0);
}

// Kernels from several threads on one view of host memory, each on its own
// section and accelerator_view, with synchronize_async of the section and
// a continuation after it.
TEST_F(Races, LaunchesOnOneViewFromSeveralThreads) {
  const int n = 256;
  std::vector<int> host(n * kThreads, 0);
  array_view<int, 1> all(n * kThreads, host);
  accelerator acc = accelerator::get_all()[0];
  std::atomic<int> continuations{0};
  together(kThreads, [&](int t) {
    accelerator_view queue = acc.create_view();
    array_view<int, 1> mine = all.section(t * n, n);
    for (int r = 0; r < kRounds; ++r) {
      parallel_for_each(queue, mine.extent,
                        [=](index<1> i) __device__ { mine[i] += 1; });
      completion_future done = mine.synchronize_async();
      done.then([&continuations] { continuations.fetch_add(1); });
      done.get();
    }
  });
  all.synchronize();
  for (int i = 0; i < n * kThreads; ++i)
    ASSERT_EQ(host[static_cast<std::size_t>(i)], kRounds) << i;
  // then() may run on a thread of its own after get(): wait for them all.
  for (int k = 0; k < 2000 && continuations.load() < kThreads * kRounds; ++k)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(continuations.load(), kThreads * kRounds);
}

// Kernels from several threads, each on views of its own, on the default
// accelerator_view they share; host reads between them.
TEST_F(Races, LaunchesOnSeveralViews) {
  const int n = 300;
  std::atomic<int> wrong{0};
  together(kThreads, [&](int t) {
    std::vector<int> host(n, t);
    array_view<int, 1> v(n, host);
    array<int, 1> a(n);
    array_view<int, 1> av(a);
    for (int r = 0; r < kRounds; ++r) {
      parallel_for_each(v.extent, [=](index<1> i) __device__ {
        v[i] += 1;
        av[i] = v[i] * 2;
      });
      if (v[n - 1] != t + r + 1 || av[0] != 2 * (t + r + 1))
        ++wrong;
    }
  });
  EXPECT_EQ(wrong.load(), 0);
}

// Views move between the two devices in both directions at once: each
// thread writes its view on one device and reads it on the other, and
// copies between arrays of the two devices.
TEST_F(Races, CopiesBetweenDevices) {
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_GE(all.size(), 2u);
  const int n = 400;
  std::atomic<int> wrong{0};
  together(kThreads, [&](int t) {
    accelerator_view first = all[t % 2].get_default_view();
    accelerator_view second = all[(t + 1) % 2].get_default_view();
    std::vector<int> host(n, 0), out(n, 0);
    array_view<int, 1> v(n, host);
    array_view<int, 1> o(n, out);
    array<int, 1> a(n, first), b(n, second);
    array_view<int, 1> av(a);
    for (int r = 0; r < kRounds; ++r) {
      parallel_for_each(first, v.extent, [=](index<1> i) __device__ {
        v[i] += 1;
        av[i] = v[i];
      });
      o.discard_data();
      array_view<const int, 1> in = v;
      parallel_for_each(second, o.extent,
                        [=](index<1> i) __device__ { o[i] = in[i] * 3; });
      copy(a, b);
      std::vector<int> back(n);
      copy(b, back.begin());
      if (o[n / 2] != 3 * (r + 1) || back[7] != r + 1)
        ++wrong;
    }
  });
  EXPECT_EQ(wrong.load(), 0);
}

// Markers and continuations on several queues from several threads; the
// futures are dropped without waiting too (their destructors wait).
TEST_F(Races, MarkersAndContinuations) {
  accelerator acc = accelerator::get_all()[0];
  std::atomic<int> ran{0};
  together(kThreads, [&](int) {
    accelerator_view queue = acc.create_view();
    std::vector<int> host(64, 1);
    array_view<int, 1> v(64, host);
    for (int r = 0; r < kRounds; ++r) {
      parallel_for_each(queue, v.extent,
                        [=](index<1> i) __device__ { v[i] *= 1; });
      completion_future m = queue.create_marker();
      m.then([&ran] { ran.fetch_add(1); });
      if (r % 2)
        m.wait();
      (void)v.synchronize_async();
    }
  });
  for (int k = 0; k < 2000 && ran.load() < kThreads * kRounds; ++k)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(ran.load(), kThreads * kRounds);
}

// One array, views of it in every thread: each writes its section on a
// queue of its own and reads it back on the host, while all read the whole
// array through views of const elements on their queues.
TEST_F(Races, ViewsOfOneArrayAcrossThreads) {
  const int n = 128;
  accelerator acc = accelerator::get_all()[0];
  array<int, 1> a(n * kThreads);
  {
    array_view<int, 1> init(a);
    parallel_for_each(init.extent, [=](index<1> i) __device__ { init[i] = 0; });
  }
  std::atomic<int> wrong{0};
  together(kThreads, [&](int t) {
    accelerator_view queue = acc.create_view();
    array_view<int, 1> mine = array_view<int, 1>(a).section(t * n, n);
    for (int r = 0; r < kRounds; ++r) {
      parallel_for_each(queue, mine.extent,
                        [=](index<1> i) __device__ { mine[i] = r + 1; });
      if (mine[n - 1] != r + 1)
        ++wrong;
    }
  });
  std::vector<int> back(n * kThreads);
  copy(a, back.begin());
  for (int i = 0; i < n * kThreads; ++i)
    ASSERT_EQ(back[static_cast<std::size_t>(i)], kRounds) << i;
  EXPECT_EQ(wrong.load(), 0);
}

// Arrays and views created and destroyed in several threads at once, with
// asynchronous copies whose futures are dropped without waiting (their
// destructors wait) and views written back as they go away.
TEST_F(Races, CreateAndDestroyConcurrently) {
  std::atomic<int> wrong{0};
  together(kThreads, [&](int t) {
    for (int r = 0; r < kRounds; ++r) {
      const int n = 32 + (t * 7 + r) % 50;
      std::vector<int> host(static_cast<std::size_t>(n), r);
      {
        array_view<int, 1> v(n, host);
        array<int, 1> a(n);
        (void)copy_async(host.begin(), host.end(), a);
        array_view<const int, 1> in(a);
        parallel_for_each(v.extent,
                          [=](index<1> i) __device__ { v[i] = in[i] + t; });
      }
      if (host[0] != r + t)
        ++wrong;
    }
  });
  EXPECT_EQ(wrong.load(), 0);
}

// Host memory registered from several threads at once, under a cap that
// holds two of the threads' buffers: each thread's views share one buffer
// (a view of all of it, a view of its second half) and one shared buffer,
// views of it created and destroyed by every thread, is registered and
// unregistered over and over; evictions wait for copies of other threads.
TEST_F(Races, RegistrationAndEvictionFromSeveralThreads) {
  const amp2hip::detail::registration_settings saved =
      amp2hip::detail::current_registration_settings();
  const int n = 4096; // 16 KiB
  amp2hip::detail::registration_settings s;
  s.min_bytes = n * sizeof(int) / 2;
  s.after = 1;
  s.cap_bytes = 2 * n * sizeof(int);
  amp2hip::detail::set_registration_settings(s);
  std::vector<int> shared(n, 1);
  const std::uint64_t registered_before =
      amp2hip::detail::get_registration_stats().registrations;
  std::atomic<int> wrong{0};
  together(kThreads, [&](int t) {
    std::vector<int> host(n);
    accelerator_view own = accelerator::get_all()[0].create_view();
    array_view<int, 1> all(n, host);
    array_view<int, 1> half(n / 2, host.data() + n / 2);
    for (int r = 0; r < kRounds / 4; ++r) {
      for (int i = 0; i < n; ++i)
        host[static_cast<std::size_t>(i)] = t * 1000 + i;
      all.refresh();
      parallel_for_each(own, all.extent,
                        [=](index<1> i) __device__ { all[i] += 1; });
      all.synchronize();
      half.refresh(); // another source: its device copy is a round old
      parallel_for_each(own, half.extent,
                        [=](index<1> i) __device__ { half[i] += 1; });
      half.synchronize();
      {
        array_view<const int, 1> in(n, shared);
        std::vector<int> out_host(n);
        array_view<int, 1> out(n, out_host);
        out.discard_data();
        parallel_for_each(own, out.extent,
                          [=](index<1> i) __device__ { out[i] = in[i] + 1; });
        out.synchronize();
        if (out_host[7] != 2)
          ++wrong;
      }
      for (int i = 0; i < n; ++i)
        if (host[static_cast<std::size_t>(i)] !=
            t * 1000 + i + 1 + (i >= n / 2 ? 1 : 0))
          ++wrong;
    }
  });
  amp2hip::detail::set_registration_settings(saved);
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_GT(amp2hip::detail::get_registration_stats().registrations,
            registered_before);
  EXPECT_TRUE(amp2hip_test::fake().registered.empty());
}

} // namespace
