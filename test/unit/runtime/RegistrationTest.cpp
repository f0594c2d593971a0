//===- RegistrationTest.cpp - Page-locking reused host memory -------------===//
//
// The registry of host ranges (src/core/host_registry.*) against the fake
// backend, which refuses overlapping registrations as HIP does and flags an
// unregistration under a copy that has not completed (the fixture fails the
// test then). The threshold is 64 KiB here, so that the data stays small.
//
//===----------------------------------------------------------------------===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>
#include <amp2hip/detail/host_registration.h>

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

namespace {

using namespace Concurrency;
using amp2hip::detail::get_registration_stats;
using amp2hip::detail::registration_settings;
using amp2hip_test::fake;
using Concurrency::index;

constexpr int kMinInts = 16384; // the threshold, in ints
constexpr std::size_t kMinBytes = kMinInts * sizeof(int);

class Registration : public amp2hip_test::RuntimeTest {
protected:
  void SetUp() override {
    RuntimeTest::SetUp();
    saved_ = amp2hip::detail::current_registration_settings();
    registration_settings s;
    s.min_bytes = kMinBytes;
    s.after = 1;
    s.cap_bytes = std::uint64_t(1) << 30;
    amp2hip::detail::set_registration_settings(s);
    fake().refuse_registration = false;
    base_ = get_registration_stats();
  }
  void TearDown() override {
    amp2hip::detail::set_registration_settings(saved_);
    fake().refuse_registration = false;
    // Every view of the test is gone: nothing stays registered.
    EXPECT_EQ(get_registration_stats().tracked_ranges, 0u);
    EXPECT_EQ(get_registration_stats().registered_bytes, 0u);
    EXPECT_TRUE(fake().registered.empty());
    RuntimeTest::TearDown();
  }
  static void set_cap(std::uint64_t bytes) {
    registration_settings s = amp2hip::detail::current_registration_settings();
    s.cap_bytes = bytes;
    amp2hip::detail::set_registration_settings(s);
  }
  std::uint64_t registrations() const {
    return get_registration_stats().registrations - base_.registrations;
  }
  std::uint64_t evictions() const {
    return get_registration_stats().evictions - base_.evictions;
  }
  std::uint64_t refusals() const {
    return get_registration_stats().refusals - base_.refusals;
  }

  registration_settings saved_;
  amp2hip::detail::registration_stats base_;
};

std::vector<int> numbers(std::size_t n, int start = 0) {
  std::vector<int> v(n);
  for (std::size_t i = 0; i < n; ++i)
    v[i] = start + static_cast<int>(i);
  return v;
}

bool is_registered(const void *p) {
  return fake().registered.count(static_cast<const char *>(p)) != 0;
}

// The host data goes up (refresh drops the device copy first) and the call
// waits for the copy.
template <class T, int N> void upload(const array_view<T, N> &v) {
  v.refresh();
  v.synchronize_to(accelerator().get_default_view());
}

// Up, a kernel computes 2x + 1 in place, and home again.
void round_trip(array_view<int, 1> &v) {
  v.refresh();
  parallel_for_each(v.extent,
                    [=](index<1> i) __device__ { v[i] = v[i] * 2 + 1; });
  v.synchronize();
}

bool last_copy_registered() {
  return !fake().copies.empty() && fake().copies.back().host_registered;
}

TEST_F(Registration, BelowTheThresholdNeverRegisters) {
  std::vector<int> data = numbers(kMinInts - 1);
  {
    array_view<int, 1> v(kMinInts - 1, data);
    for (int k = 0; k < 3; ++k)
      round_trip(v);
  }
  EXPECT_EQ(fake().register_calls, 0);
  for (const amp2hip_test::CopyRecord &c : fake().copies)
    EXPECT_FALSE(c.host_registered);
  EXPECT_EQ(data[5], ((5 * 2 + 1) * 2 + 1) * 2 + 1);
}

TEST_F(Registration, AtTheThresholdRegistersOnReuse) {
  std::vector<int> data = numbers(kMinInts);
  {
    array_view<int, 1> v(kMinInts, data);
    upload(v);
    EXPECT_EQ(fake().register_calls, 0) << "registered on its first use";
    EXPECT_FALSE(last_copy_registered());
    upload(v);
    EXPECT_EQ(fake().register_calls, 1);
    EXPECT_TRUE(last_copy_registered());
    EXPECT_TRUE(is_registered(data.data()));
    EXPECT_EQ(get_registration_stats().registered_bytes, kMinBytes);
    upload(v);
    EXPECT_EQ(fake().register_calls, 1) << "registered twice";
    EXPECT_TRUE(last_copy_registered());
  }
  EXPECT_EQ(registrations(), 1u);
  EXPECT_EQ(fake().unregister_calls, 1);
}

TEST_F(Registration, AfterZeroRegistersAtTheFirstTransfer) {
  registration_settings s = amp2hip::detail::current_registration_settings();
  s.after = 0;
  amp2hip::detail::set_registration_settings(s);
  std::vector<int> data = numbers(kMinInts);
  {
    array_view<int, 1> v(kMinInts, data);
    upload(v);
    EXPECT_EQ(fake().register_calls, 1);
    EXPECT_TRUE(last_copy_registered());
  }
}

TEST_F(Registration, ThresholdZeroTurnsRegistrationOff) {
  registration_settings s = amp2hip::detail::current_registration_settings();
  s.min_bytes = 0;
  amp2hip::detail::set_registration_settings(s);
  std::vector<int> data = numbers(kMinInts * 4);
  {
    array_view<int, 1> v(kMinInts * 4, data);
    for (int k = 0; k < 3; ++k)
      upload(v);
  }
  EXPECT_EQ(fake().register_calls, 0);
}

TEST_F(Registration, DataIsRightThroughEveryPath) {
  std::vector<int> data = numbers(kMinInts, 7);
  {
    array_view<int, 1> v(kMinInts, data);
    round_trip(v); // up staged, home registered
    EXPECT_TRUE(last_copy_registered());
    round_trip(v); // both registered
    EXPECT_TRUE(last_copy_registered());
    // A host write through the view, then up again from registered memory.
    v[3] = 1000;
    round_trip(v);
  }
  for (int i = 0; i < kMinInts; ++i) {
    int want = 7 + i;
    if (i == 3)
      want = 1000;
    else
      want = (want * 2 + 1) * 2 + 1;
    ASSERT_EQ(data[i], want * 2 + 1) << i;
  }
}

TEST_F(Registration, UnregistersWhenTheLastViewGoes) {
  std::vector<int> data = numbers(kMinInts);
  auto *first = new array_view<int, 1>(kMinInts, data);
  auto *copy = new array_view<int, 1>(*first);
  // An independent view of the same memory shares the registration.
  auto *other = new array_view<int, 1>(kMinInts, data);
  upload(*first);
  upload(*first);
  upload(*other);
  EXPECT_TRUE(last_copy_registered());
  EXPECT_EQ(fake().register_calls, 1);
  EXPECT_EQ(get_registration_stats().tracked_ranges, 1u);
  delete first;
  delete other;
  EXPECT_TRUE(is_registered(data.data())) << "a view still uses it";
  EXPECT_EQ(fake().unregister_calls, 0);
  delete copy;
  EXPECT_FALSE(is_registered(data.data()));
  EXPECT_EQ(fake().unregister_calls, 1);
}

TEST_F(Registration, UnregistersOnlyAfterTheCopiesThatUseIt) {
  std::vector<int> data = numbers(kMinInts);
  std::vector<int> out_data(kMinInts);
  {
    array_view<int, 1> out(kMinInts, out_data);
    array_view<const int, 1> in(kMinInts, data); // goes first
    out.discard_data();
    upload(in);
    in.refresh();
    // The launch's copy-in from registered memory stays in flight: nothing
    // waits for it before the views go (the fake backend flags an
    // unregistration under it).
    parallel_for_each(out.extent,
                      [=](index<1> i) __device__ { out[i] = in[i] + 1; });
    EXPECT_TRUE(last_copy_registered());
    EXPECT_GT(fake().pending_copies(), 0);
  }
  EXPECT_EQ(fake().unregister_calls, 1);
}

TEST_F(Registration, AContainedViewReusesTheRegistration) {
  std::vector<int> data = numbers(kMinInts * 4);
  {
    array_view<int, 1> whole(kMinInts * 4, data);
    upload(whole);
    upload(whole);
    ASSERT_EQ(fake().register_calls, 1);
    // A top-level view of the second quarter on: inside the registration.
    array_view<int, 1> part(kMinInts * 2, data.data() + kMinInts);
    round_trip(part);
    EXPECT_TRUE(last_copy_registered());
    EXPECT_EQ(fake().register_calls, 1);
    EXPECT_EQ(get_registration_stats().tracked_ranges, 1u);
  }
  EXPECT_EQ(data[kMinInts + 5], (kMinInts + 5) * 2 + 1);
  EXPECT_EQ(data[5], 5);
  EXPECT_EQ(fake().unregister_calls, 1);
}

TEST_F(Registration, APartTrackedFirstUsesALaterContainer) {
  std::vector<int> data = numbers(kMinInts * 4);
  {
    array_view<int, 1> part(kMinInts, data.data() + kMinInts);
    upload(part); // tracked on its own, not registered
    array_view<int, 1> whole(kMinInts * 4, data);
    upload(whole);
    upload(whole);
    ASSERT_EQ(fake().register_calls, 1);
    EXPECT_TRUE(is_registered(data.data()));
    round_trip(part);
    EXPECT_TRUE(last_copy_registered()) << "the container's registration";
    EXPECT_EQ(fake().register_calls, 1);
  }
  EXPECT_EQ(data[kMinInts], kMinInts * 2 + 1);
}

TEST_F(Registration, AnOverlappingViewIsStagedNotRegisteredTwice) {
  std::vector<int> data = numbers(kMinInts * 3);
  {
    array_view<int, 1> a(kMinInts * 2, data);
    upload(a);
    upload(a);
    ASSERT_TRUE(is_registered(data.data()));
    // Overlaps a's second half and goes beyond it.
    array_view<int, 1> b(kMinInts * 2, data.data() + kMinInts);
    for (int k = 0; k < 3; ++k)
      round_trip(b);
    EXPECT_FALSE(last_copy_registered());
    EXPECT_EQ(fake().register_calls, 1);
  }
  EXPECT_EQ(data[kMinInts * 2 + 1],
            ((kMinInts * 2 + 1) * 2 + 1) * 4 + 3); // three round trips
}

TEST_F(Registration, RefusedRegistrationFallsBackAndIsNotRetried) {
  fake().refuse_registration = true;
  std::vector<int> data = numbers(kMinInts);
  {
    array_view<int, 1> v(kMinInts, data);
    for (int k = 0; k < 3; ++k)
      round_trip(v);
    EXPECT_EQ(fake().register_calls, 1);
    EXPECT_EQ(refusals(), 1u);
    for (const amp2hip_test::CopyRecord &c : fake().copies)
      EXPECT_FALSE(c.host_registered);
  }
  EXPECT_EQ(fake().unregister_calls, 0);
  EXPECT_EQ(data[9], ((9 * 2 + 1) * 2 + 1) * 2 + 1);
}

TEST_F(Registration, TheCapEvictsTheLeastRecentlyUsed) {
  set_cap(2 * kMinBytes);
  std::vector<int> a = numbers(kMinInts, 1), b = numbers(kMinInts, 2),
                   c = numbers(kMinInts, 3);
  {
    array_view<int, 1> A(kMinInts, a), B(kMinInts, b), C(kMinInts, c);
    upload(A);
    upload(A);
    upload(B);
    upload(B);
    ASSERT_TRUE(is_registered(a.data()) && is_registered(b.data()));
    upload(A); // A is now the most recently used
    upload(C);
    upload(C); // C needs room: B goes
    EXPECT_TRUE(is_registered(a.data()));
    EXPECT_FALSE(is_registered(b.data()));
    EXPECT_TRUE(is_registered(c.data()));
    EXPECT_EQ(evictions(), 1u);
    EXPECT_EQ(get_registration_stats().registered_bytes, 2 * kMinBytes);
    // B is staged now, and comes back only after proving its reuse again,
    // when A is the least recently used.
    upload(B);
    EXPECT_FALSE(is_registered(b.data()));
    EXPECT_FALSE(last_copy_registered());
    upload(B);
    EXPECT_TRUE(is_registered(b.data()));
    EXPECT_FALSE(is_registered(a.data()));
    EXPECT_EQ(evictions(), 2u);
    round_trip(A); // up staged; home registered, evicting C
    EXPECT_TRUE(is_registered(a.data()));
    EXPECT_FALSE(is_registered(c.data()));
    round_trip(C);
  }
  EXPECT_EQ(b[4], 2 + 4);
  EXPECT_EQ(a[4], (1 + 4) * 2 + 1);
  EXPECT_EQ(c[4], (3 + 4) * 2 + 1);
}

TEST_F(Registration, RangesLargerThanTheCapAreStaged) {
  set_cap(kMinBytes);
  std::vector<int> data = numbers(kMinInts * 2);
  {
    array_view<int, 1> v(kMinInts * 2, data);
    for (int k = 0; k < 3; ++k)
      upload(v);
  }
  EXPECT_EQ(fake().register_calls, 0);
}

TEST_F(Registration, EvictionWaitsForTheCopiesInFlight) {
  set_cap(kMinBytes);
  std::vector<int> a = numbers(kMinInts, 1), b = numbers(kMinInts, 2);
  std::vector<int> out_data(kMinInts);
  {
    array_view<int, 1> A(kMinInts, a), B(kMinInts, b);
    array_view<int, 1> out(kMinInts, out_data);
    upload(A);
    upload(A);
    A.refresh();
    out.discard_data();
    // A's copy-in is queued on a queue of its own and not waited for ...
    accelerator_view other = accelerator().create_view();
    parallel_for_each(other, out.extent,
                      [=](index<1> i) __device__ { out[i] = A[i]; });
    EXPECT_TRUE(last_copy_registered());
    // ... when B evicts A: the eviction waits for it (else the fake backend
    // flags the unregistration).
    upload(B);
    upload(B);
    EXPECT_EQ(evictions(), 1u);
    EXPECT_TRUE(is_registered(b.data()));
    out.synchronize();
  }
  EXPECT_EQ(out_data[10], 11);
}

TEST_F(Registration, AStridedSectionOfARegisteredBufferCopiesDirectly) {
  const int rows = 128, cols = 256; // 128 KiB
  std::vector<int> data = numbers(std::size_t(rows) * cols);
  {
    array_view<int, 2> v(rows, cols, data);
    upload(v);
    upload(v);
    ASSERT_TRUE(is_registered(data.data()));
    array_view<int, 2> s = v.section(index<2>(10, 20), extent<2>(90, 180));
    s.refresh();
    fake().clear_records();
    parallel_for_each(s.extent, [=](index<2> i) __device__ { s[i] = -s[i]; });
    ASSERT_FALSE(fake().copies.empty());
    EXPECT_TRUE(fake().copies.back().host_registered);
    EXPECT_EQ(fake().copies.back().height, 90u) << "one strided copy";
    s.synchronize();
    EXPECT_TRUE(last_copy_registered());
    EXPECT_EQ(fake().copies.back().kind,
              amp2hip::detail::copy_kind::device_to_host);
    EXPECT_EQ(fake().copies.back().height, 90u);
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int orig = r * cols + c;
      const bool inside = r >= 10 && r < 100 && c >= 20 && c < 200;
      ASSERT_EQ(data[std::size_t(orig)], inside ? -orig : orig)
          << r << "," << c;
    }
}

TEST_F(Registration, HostMemoryOfAnUnboundViewRegistersToo) {
  std::vector<int> result(kMinInts);
  {
    array_view<int, 1> u{extent<1>(kMinInts)};
    for (int i = 0; i < kMinInts; ++i)
      u[i] = i; // host memory of the runtime's own
    for (int k = 0; k < 2; ++k) {
      parallel_for_each(u.extent,
                        [=](index<1> i) __device__ { u[i] = u[i] + 1; });
      u.synchronize();
    }
    EXPECT_TRUE(last_copy_registered());
    for (int i = 0; i < kMinInts; ++i)
      result[std::size_t(i)] = u[i];
  }
  EXPECT_EQ(result[100], 102);
  EXPECT_EQ(fake().unregister_calls, 1);
}

} // namespace
