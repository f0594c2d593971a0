//===- ArrayRefTest.cpp - amp2hip::array_ref, capture() and array_ref_for -===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <numeric>
#include <type_traits>
#include <vector>

namespace {

using namespace Concurrency;
using amp2hip_test::fake;
using amp2hip_test::on_host;
using Concurrency::index;

class ArrayRef : public amp2hip_test::RuntimeTest {};

// The types the translator relies on.
static_assert(std::is_same_v<
                  decltype(amp2hip::capture(std::declval<array<float, 2> &>())),
                  amp2hip::array_ref<float, 2>>,
              "");
static_assert(std::is_same_v<decltype(amp2hip::capture(
                                 std::declval<const array<float, 2> &>())),
                             amp2hip::array_ref<const float, 2>>,
              "");
static_assert(std::is_same_v<amp2hip::array_ref_for<array<int, 3>>,
                             amp2hip::array_ref<int, 3>>,
              "");
static_assert(std::is_same_v<amp2hip::array_ref_for<const array<int, 1>>,
                             amp2hip::array_ref<const int, 1>>,
              "");
// Used through a const object, element access stays mutable.
static_assert(std::is_same_v<decltype(std::declval<const amp2hip::array_ref<
                                          float, 1> &>()[index<1>()]),
                             float &>,
              "");
static_assert(std::is_same_v<decltype(std::declval<const amp2hip::array_ref<
                                          const float, 1> &>()[index<1>()]),
                             const float &>,
              "");
static_assert(
    std::is_convertible_v<const amp2hip::array_ref<int, 1> &, array<int, 1> &>,
    "");
static_assert(!std::is_convertible_v<const amp2hip::array_ref<const int, 1> &,
                                     array<int, 1> &>,
              "");
static_assert(std::is_convertible_v<const amp2hip::array_ref<const int, 1> &,
                                    const array<int, 1> &>,
              "");
static_assert(!std::is_copy_assignable_v<amp2hip::array_ref<int, 1>>, "");

// An amp function taking the array by reference.
__device__ void add_one(array<int, 1> &a, index<1> i) { a[i] += 1; }
__device__ int read_at(const array<int, 2> &a, int r, int c) {
  return a(r, c) + a.get_extent()[1] * 0;
}

TEST_F(ArrayRef, AliasesWithoutCopying) {
  std::vector<int> src(16);
  std::iota(src.begin(), src.end(), 0);
  array<int, 1> arr(16, src.begin(), src.end());
  const auto before = stats();
  const int allocations = fake().allocations;
  amp2hip::array_ref<int, 1> r = amp2hip::capture(arr);
  amp2hip::array_ref<int, 1> r2 = r;
  amp2hip::array_ref<const int, 1> cr = r2;
  EXPECT_EQ(fake().allocations, allocations);
  EXPECT_EQ(stats().host_to_device_count, before.host_to_device_count);
  EXPECT_EQ(r.extent, extent<1>(16));
  EXPECT_EQ(r.get_extent(), arr.get_extent());
  EXPECT_EQ(r.get_accelerator_view(), arr.get_accelerator_view());
  // Host use goes to the same data, through views, as host code reaches an
  // array without CPU access in C++ AMP; its elements themselves throw.
  on_host(r)[3] = 100;
  EXPECT_EQ(on_host(arr)[3], 100);
  EXPECT_EQ(on_host(cr)[3], 100);
  EXPECT_THROW(r[index<1>(3)], runtime_exception);
  EXPECT_THROW(cr[3], runtime_exception);
  EXPECT_EQ(r.data(), nullptr);
  array<int, 1> &back = r;
  EXPECT_EQ(on_host(back)[3], 100);
  EXPECT_NE(&back, &arr); // an alias object, not the array itself
}

TEST_F(ArrayRef, KeepsTheDataAlive) {
  auto make = [] {
    array<float, 1> arr(8);
    std::vector<float> v(8, 2.5f);
    copy(v.begin(), v.end(), arr);
    return amp2hip::capture(arr); // the array dies here
  };
  amp2hip::array_ref<float, 1> r = make();
  EXPECT_EQ(on_host(r)[7], 2.5f);
  std::vector<float> out = r;
  EXPECT_EQ(out[0], 2.5f);
}

// A class with an array reference member, built in amp code.
struct Adder {
  amp2hip::array_ref_for<array<int, 1>> a;
  __device__ explicit Adder(array<int, 1> &x) : a(x) {}
  __device__ void add(index<1> i) const { a[i] += 10; }
};

TEST_F(ArrayRef, BuiltFromAnArrayReferenceInAmpCode) {
  array<int, 1> arr(4);
  std::vector<int> zeros(4, 0);
  copy(zeros.begin(), arr);
  parallel_for_each(arr.extent,
                    [arr = amp2hip::capture(arr)](index<1> i) __device__ {
                      array<int, 1> &ref = arr;
                      Adder(ref).add(i);
                    });
  EXPECT_EQ(std::vector<int>(arr)[3], 10);
}

TEST_F(ArrayRef, KernelCaptureWritesTheArray) {
  array<int, 1> arr(32);
  parallel_for_each(arr.extent, [arr = amp2hip::capture(arr)](index<1> i)
                                    __device__ { arr[i] = i[0]; });
  EXPECT_EQ(stats().host_to_device_count, 0u);
  parallel_for_each(arr.extent, [arr = amp2hip::capture(arr)](index<1> i)
                                    __device__ { add_one(arr, i); });
  EXPECT_EQ(stats().host_to_device_count, 0u);
  std::vector<int> v(32);
  copy(arr, v.begin());
  EXPECT_EQ(v[0], 1);
  EXPECT_EQ(v[31], 32);
  EXPECT_EQ(stats().device_to_host_count, 1u);
}

TEST_F(ArrayRef, HostWritesAreSeenByTheNextKernel) {
  array<int, 1> arr(4);
  std::vector<int> zeros(4, 0);
  copy(zeros.begin(), arr);
  on_host(arr)[2] = 7; // the host becomes the only holder
  std::vector<int> out(4);
  array_view<int, 1> ov(4, out);
  parallel_for_each(arr.extent, [arr = amp2hip::capture(arr), ov](index<1> i)
                                    __device__ { ov[i] = arr[i] * 2; });
  EXPECT_EQ(ov[2], 14);
}

TEST_F(ArrayRef, ConstCaptureBindsForReading) {
  std::vector<int> src(12);
  std::iota(src.begin(), src.end(), 0);
  const array<int, 2> arr(3, 4, src.begin(), src.end());
  std::vector<int> out(12);
  array_view<int, 2> ov(3, 4, out);
  ov.discard_data();
  auto r = amp2hip::capture(arr);
  static_assert(std::is_same_v<decltype(r), amp2hip::array_ref<const int, 2>>,
                "");
  // Read once on the host: the host holds a valid copy.
  EXPECT_EQ(on_host(arr)(1, 1), 5);
  const auto d2h = stats().device_to_host_count;
  parallel_for_each(ov.extent, [r, ov](index<2> i) __device__ {
    ov[i] = read_at(r, i[0], i[1]) + r[i[0]][i[1]] + r.extent[0];
  });
  EXPECT_EQ(ov(2, 3), 11 + 11 + 3);
  // A reading kernel leaves the host copy valid: no new transfer.
  EXPECT_EQ(on_host(arr)(2, 0), 8);
  EXPECT_EQ(stats().device_to_host_count, d2h + 1); // ov only
}

struct Scale {
  amp2hip::array_ref_for<array<float, 2>> m;
  amp2hip::array_ref_for<const array<float, 2>> in;
  float factor;
  Scale(array<float, 2> &a, const array<float, 2> &b, float f)
      : m(a), in(b), factor(f) {}
  void operator()(index<2> i) const __device__ {
    m[i] = in[i] * factor;
    m(i[0], i[1]) += 1.0f;
    array_view<float, 1> row = m[i[0]];
    (void)row;
  }
};

TEST_F(ArrayRef, FunctorMembers) {
  std::vector<float> src(6, 2.0f);
  array<float, 2> in(2, 3, src.begin(), src.end());
  array<float, 2> out(2, 3);
  Scale k(out, in, 3.0f);
  parallel_for_each(out.extent, k);
  std::vector<float> v = out;
  EXPECT_EQ(v[5], 7.0f);
  // Host use of the member.
  EXPECT_EQ(on_host(k.m)(1, 2), 7.0f);
  EXPECT_EQ(k.in.extent, extent<2>(2, 3));
}

TEST_F(ArrayRef, SectionsAndViews) {
  std::vector<int> src(12);
  std::iota(src.begin(), src.end(), 0);
  array<int, 1> arr(12, src.begin(), src.end());
  auto r = amp2hip::capture(arr);
  array_view<int, 1> s = r.section(4, 4);
  EXPECT_EQ(s[0], 4);
  array_view<int, 2> m = r.view_as(extent<2>(3, 4));
  EXPECT_EQ(m(2, 1), 9);
  array_view<unsigned, 1> bits = r.reinterpret_as<unsigned>();
  EXPECT_EQ(bits[11], 11u);
  array_view<int, 1> whole = r;
  EXPECT_EQ(whole.extent[0], 12);
  array_view<const int, 1> cwhole(
      amp2hip::capture(static_cast<const array<int, 1> &>(arr)));
  EXPECT_EQ(cwhole[5], 5);
  parallel_for_each(extent<1>(4), [r](index<1> i) __device__ {
    r.section(8, 4)[i] *= 10;
    r.view_as(extent<2>(3, 4))(0, i[0]) += 1000;
  });
  EXPECT_EQ(on_host(arr)[9], 90);
  EXPECT_EQ(on_host(arr)[2], 1002);
}

TEST_F(ArrayRef, CaptureOfAnArrayRef) {
  array<int, 1> arr(4);
  amp2hip::array_ref<int, 1> r(arr);
  auto again = amp2hip::capture(r);
  static_assert(std::is_same_v<decltype(again), amp2hip::array_ref<int, 1>>,
                "");
  parallel_for_each(arr.extent,
                    [again](index<1> i) __device__ { again[i] = 3; });
  EXPECT_EQ(on_host(arr)[3], 3);
}

TEST_F(ArrayRef, AssignmentCopiesIntoTheArray) {
  std::vector<int> ones(6, 1), twos(6, 2);
  array<int, 2> arr(2, 3, ones.begin(), ones.end());
  array<int, 2> other(2, 3, twos.begin(), twos.end());
  amp2hip::array_ref<int, 2> r(arr);
  r = other;
  EXPECT_EQ(on_host(arr)(1, 2), 2);
  std::vector<int> threes(6, 3);
  r = array_view<const int, 2>(2, 3, threes);
  EXPECT_EQ(on_host(arr)(0, 0), 3);
  array<int, 2> wrong(3, 2);
  EXPECT_THROW(r = wrong, runtime_exception);
  static_assert(!std::is_assignable_v<amp2hip::array_ref<const int, 2> &,
                                      const array<int, 2> &>,
                "");
}

TEST_F(ArrayRef, CopyFunctions) {
  std::vector<int> src(5, 3), out(5);
  array<int, 1> arr(5);
  array<int, 1> other(5);
  auto r = amp2hip::capture(arr);
  copy(src.begin(), src.end(), r);
  copy(r, out.begin());
  EXPECT_EQ(out[4], 3);
  copy(r, amp2hip::capture(other));
  EXPECT_EQ(std::vector<int>(other)[2], 3);
  copy_async(r, other).get();
  r.copy_to(other);
}

} // namespace
