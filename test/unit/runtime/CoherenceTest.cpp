//===- CoherenceTest.cpp - array_view coherence through the public API ----===//
//
// Kernels run serially on the host (AMP2HIP_HOST_EMULATION) against the fake
// backend's "device" memory, so each test sees exactly which transfers the
// coherence engine performs.
//
//===----------------------------------------------------------------------===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace {

using namespace Concurrency;
// glibc declares ::index(); name the C++ AMP one explicitly.
using amp2hip_test::fake;
using Concurrency::index;

class Coherence : public amp2hip_test::RuntimeTest {
protected:
  void SetUp() override {
    RuntimeTest::SetUp();
    amp2hip::detail::reset_host_slow_path_entries();
  }
};

std::vector<float> iota(int n, float start = 0.0f) {
  std::vector<float> v(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    v[static_cast<std::size_t>(i)] = start + static_cast<float>(i);
  return v;
}

// The array_view coherence walk-through: A and B read-only inputs, C and D
// discarded outputs; kernel 1 reads A, B and writes C; kernel 2 reads C, A
// and writes D; then the host reads C(0,0) and D(0,0).
TEST_F(Coherence, SeedScenarioWalkThrough) {
  const int n = 24;
  const std::uint64_t bytes = std::uint64_t(n) * n * sizeof(float);
  std::vector<float> a = iota(n * n), b = iota(n * n, 100.0f);
  std::vector<float> c(n * n, -1.0f), d(n * n, -1.0f);
  {
    array_view<const float, 2> A(n, n, a);
    array_view<const float, 2> B(n, n, b);
    array_view<float, 2> C(n, n, c);
    array_view<float, 2> D(n, n, d);
    C.discard_data();
    D.discard_data();

    parallel_for_each(C.extent,
                      [=](index<2> i) __device__ { C[i] = A[i] + B[i]; });
    array_view<const float, 2> Cin = C;
    parallel_for_each(D.extent,
                      [=](index<2> i) __device__ { D[i] = Cin[i] * A[i]; });

    amp2hip::transfer_stats s = stats();
    EXPECT_EQ(s.host_to_device_count, 2u);
    EXPECT_EQ(s.host_to_device_bytes, 2 * bytes);
    EXPECT_EQ(s.device_to_host_count, 0u);
    EXPECT_EQ(s.device_to_device_count, 0u);
    EXPECT_EQ(fake().synchronize_calls, 0) << "a launch blocked the host";

    const float c00 = C(0, 0);
    EXPECT_EQ(c00, a[0] + b[0]);
    s = stats();
    EXPECT_EQ(s.device_to_host_count, 1u);
    EXPECT_EQ(s.device_to_host_bytes, bytes);

    const float d00 = D(0, 0);
    EXPECT_EQ(d00, (a[0] + b[0]) * a[0]);
    s = stats();
    EXPECT_EQ(s.device_to_host_count, 2u);
    EXPECT_EQ(s.device_to_host_bytes, 2 * bytes);
    EXPECT_EQ(s.host_to_device_count, 2u);

    // The whole of C and D came home; more host reads copy nothing.
    for (int i = 0; i < n * n; ++i) {
      ASSERT_EQ(c[i], a[i] + b[i]);
      ASSERT_EQ(d[i], (a[i] + b[i]) * a[i]);
    }
    float sum = 0;
    for (int i = 0; i < n; ++i)
      sum += C(i, i) + D(i, 0);
    (void)sum;
    EXPECT_EQ(stats().device_to_host_count, 2u);
  }
  // Destroying the views copies nothing more: the host is up to date.
  EXPECT_EQ(stats().device_to_host_count, 2u);
  EXPECT_EQ(stats().host_to_device_count, 2u);
}

TEST_F(Coherence, DiscardOfASectionAffectsOnlyThatSection) {
  const int n = 16;
  std::vector<float> v = iota(n * n);
  array_view<float, 2> V(n, n, v);
  parallel_for_each(V.extent, [=](index<2> i) __device__ { V[i] += 1000.0f; });
  EXPECT_EQ(stats().host_to_device_count, 1u);

  V.section(index<2>(0, 0), extent<2>(n / 2, n)).discard_data();
  V.synchronize();
  amp2hip::transfer_stats s = stats();
  EXPECT_EQ(s.device_to_host_count, 1u);
  EXPECT_EQ(s.device_to_host_bytes, std::uint64_t(n / 2) * n * sizeof(float));
  for (int i = 0; i < n * n; ++i) {
    if (i < n * n / 2)
      ASSERT_EQ(v[i], float(i)) << "discarded rows must not be copied back";
    else
      ASSERT_EQ(v[i], float(i) + 1000.0f);
  }
}

TEST_F(Coherence, DiscardThenKernelCopiesNothingIn) {
  const int n = 64;
  std::vector<float> v = iota(n);
  array_view<float, 1> V(n, v);
  V.section(16, 32).discard_data();
  parallel_for_each(V.extent, [=](index<1> i) __device__ { V[i] = 1.0f; });
  amp2hip::transfer_stats s = stats();
  EXPECT_EQ(s.host_to_device_count, 2u); // [0,16) and [48,64)
  EXPECT_EQ(s.host_to_device_bytes, 32u * sizeof(float));
}

TEST_F(Coherence, SynchronizeRead) {
  const int n = 32;
  std::vector<float> v(n, 0.0f), out(n);
  array_view<float, 1> V(n, v);
  array_view<float, 1> O(n, out);
  V.discard_data();
  parallel_for_each(V.extent, [=](index<1> i) __device__ { V[i] = 2.0f; });
  V.synchronize(access_type_read);
  EXPECT_EQ(v[5], 2.0f);
  EXPECT_EQ(stats().device_to_host_count, 1u);
  // The device copy is still valid: reading V in a kernel uploads nothing.
  array_view<const float, 1> Vr = V;
  O.discard_data();
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = Vr[i]; });
  EXPECT_EQ(stats().host_to_device_count, 0u);
  V.synchronize(); // default: read, nothing left to copy
  EXPECT_EQ(stats().device_to_host_count, 1u);
}

TEST_F(Coherence, SynchronizeReadWrite) {
  const int n = 32;
  std::vector<float> v(n, 0.0f), out(n);
  array_view<float, 1> V(n, v);
  array_view<float, 1> O(n, out);
  V.discard_data();
  parallel_for_each(V.extent, [=](index<1> i) __device__ { V[i] = 3.0f; });
  V.synchronize(access_type_read_write);
  EXPECT_EQ(v[0], 3.0f);
  EXPECT_EQ(stats().device_to_host_count, 1u);
  // The host is now the only holder: a kernel reading V uploads it.
  array_view<const float, 1> Vr = V;
  O.discard_data();
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = Vr[i]; });
  EXPECT_EQ(stats().host_to_device_count, 1u);
}

TEST_F(Coherence, SynchronizeWriteCopiesNothing) {
  const int n = 32;
  std::vector<float> v(n, 7.0f), out(n);
  array_view<float, 1> V(n, v);
  array_view<float, 1> O(n, out);
  parallel_for_each(V.extent, [=](index<1> i) __device__ { V[i] = 4.0f; });
  EXPECT_EQ(stats().host_to_device_count, 1u);
  V.synchronize(access_type_write);
  EXPECT_EQ(stats().device_to_host_count, 0u);
  EXPECT_EQ(v[0], 7.0f); // not copied: the host is about to overwrite it
  for (int i = 0; i < n; ++i)
    V[i] = 5.0f;
  array_view<const float, 1> Vr = V;
  O.discard_data();
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = Vr[i]; });
  EXPECT_EQ(stats().host_to_device_count, 2u);
  EXPECT_EQ(O[3], 5.0f);
}

TEST_F(Coherence, RefreshDropsDeviceCopies) {
  const int n = 32;
  std::vector<float> v(n, 1.0f), out(n);
  array_view<const float, 1> V(n, v);
  array_view<float, 1> O(n, out);
  O.discard_data();
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = V[i]; });
  EXPECT_EQ(stats().host_to_device_count, 1u);

  // Changed behind the runtime's back, without refresh: the device keeps
  // its (old) copy, nothing is uploaded.
  v.assign(n, 2.0f);
  O.discard_data();
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = V[i]; });
  EXPECT_EQ(stats().host_to_device_count, 1u);
  EXPECT_EQ(O[0], 1.0f);

  V.refresh();
  O.discard_data(); // O was read on the host: do not upload it again
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = V[i]; });
  EXPECT_EQ(stats().host_to_device_count, 2u);
  EXPECT_EQ(O[0], 2.0f);
}

TEST_F(Coherence, RefreshOfASectionUploadsOnlyThatSection) {
  const int n = 8;
  std::vector<float> v = iota(n * n), out(n * n);
  array_view<const float, 2> V(n, n, v);
  array_view<float, 2> O(n, n, out);
  O.discard_data();
  parallel_for_each(O.extent, [=](index<2> i) __device__ { O[i] = V[i]; });
  v[2 * n + 1] = -5.0f;
  V.section(index<2>(2, 0), extent<2>(1, n)).refresh();
  const std::uint64_t before = stats().host_to_device_bytes;
  parallel_for_each(O.extent, [=](index<2> i) __device__ { O[i] = V[i]; });
  EXPECT_EQ(stats().host_to_device_bytes - before, n * sizeof(float));
  EXPECT_EQ(O(2, 1), -5.0f);
  EXPECT_EQ(O(3, 1), float(3 * n + 1));
}

TEST_F(Coherence, TwoOverlappingSections) {
  const int n = 16;
  std::vector<float> v = iota(n * n);
  array_view<float, 2> V(n, n, v);
  array_view<float, 2> top = V.section(index<2>(0, 0), extent<2>(n / 2 + 2, n));
  array_view<float, 2> bottom = V.section(index<2>(n / 2 - 2, 0));
  EXPECT_EQ(bottom.extent, extent<2>(n / 2 + 2, n));

  parallel_for_each(top.extent, [=](index<2> i) __device__ { top[i] += 1.0f; });
  amp2hip::transfer_stats s = stats();
  EXPECT_EQ(s.host_to_device_count, 1u);
  EXPECT_EQ(s.host_to_device_bytes, std::uint64_t(n / 2 + 2) * n * 4);

  // Only the rows of `bottom` that the device does not hold yet go up.
  parallel_for_each(bottom.extent,
                    [=](index<2> i) __device__ { bottom[i] *= 2.0f; });
  s = stats();
  EXPECT_EQ(s.host_to_device_count, 2u);
  EXPECT_EQ(s.host_to_device_bytes, std::uint64_t(n) * n * 4);

  // Reading `top` on the host brings back its rows only.
  EXPECT_EQ(top(0, 0), 1.0f);
  s = stats();
  EXPECT_EQ(s.device_to_host_count, 1u);
  EXPECT_EQ(s.device_to_host_bytes, std::uint64_t(n / 2 + 2) * n * 4);
  // Then the whole view: the remaining rows.
  V.synchronize();
  s = stats();
  EXPECT_EQ(s.device_to_host_count, 2u);
  EXPECT_EQ(s.device_to_host_bytes, std::uint64_t(n) * n * 4);
  for (int r = 0; r < n; ++r)
    for (int col = 0; col < n; ++col) {
      float want = float(r * n + col);
      if (r < n / 2 + 2)
        want += 1.0f;
      if (r >= n / 2 - 2)
        want *= 2.0f;
      ASSERT_EQ(v[r * n + col], want) << r << "," << col;
    }
}

TEST_F(Coherence, SectionSynchronizeBringsOnlyTheSection) {
  const int n = 16;
  std::vector<float> v(n * n, 0.0f);
  array_view<float, 2> V(n, n, v);
  V.discard_data();
  parallel_for_each(V.extent, [=](index<2> i) __device__ { V[i] = 9.0f; });
  V.section(index<2>(4, 0), extent<2>(3, n)).synchronize();
  amp2hip::transfer_stats s = stats();
  EXPECT_EQ(s.device_to_host_count, 1u);
  EXPECT_EQ(s.device_to_host_bytes, std::uint64_t(3) * n * 4);
  EXPECT_EQ(v[4 * n], 9.0f);
  EXPECT_EQ(v[3 * n], 0.0f);
  // A column section: one strided 2-D copy.
  fake().clear_records();
  V.section(index<2>(0, 2), extent<2>(n, 3)).synchronize();
  EXPECT_EQ(stats().device_to_host_count, 3u); // two pieces outside rows 4..6
  for (const auto &c : fake().copies) {
    EXPECT_EQ(c.width_bytes, 3 * sizeof(float));
    EXPECT_GT(c.height, 1u);
  }
  EXPECT_EQ(v[0 * n + 2], 9.0f);
  EXPECT_EQ(v[15 * n + 4], 9.0f);
  EXPECT_EQ(v[15 * n + 5], 0.0f);
}

TEST_F(Coherence, UnboundViewFirstWrittenOnDevice) {
  const int n = 100;
  array_view<float, 1> U(n);
  parallel_for_each(U.extent,
                    [=](index<1> i) __device__ { U[i] = float(i[0]) * 2; });
  EXPECT_EQ(stats().host_to_device_count, 0u);
  EXPECT_EQ(stats().device_to_host_count, 0u);
  EXPECT_EQ(U[21], 42.0f);
  EXPECT_EQ(stats().device_to_host_count, 1u);
  EXPECT_EQ(stats().device_to_host_bytes, n * sizeof(float));
  EXPECT_EQ(U.data()[99], 198.0f);
  EXPECT_EQ(stats().device_to_host_count, 1u);
}

TEST_F(Coherence, ReadOnlyCaptureKeepsTheHostCopyValid) {
  const int n = 50;
  std::vector<float> v = iota(n), out(n);
  array_view<float, 1> V(n, v);
  array_view<float, 1> O(n, out);
  array_view<const float, 1> Vr = V;
  O.discard_data();
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = Vr[i]; });
  EXPECT_EQ(stats().host_to_device_count, 1u);
  // Reading and even writing V on the host copies nothing back...
  EXPECT_EQ(V[10], 10.0f);
  V[10] = -1.0f;
  EXPECT_EQ(stats().device_to_host_count, 0u);
  // ...but the host write made the device copy stale: the next read uploads.
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = Vr[i]; });
  EXPECT_EQ(stats().host_to_device_count, 2u);
  EXPECT_EQ(O[10], -1.0f);
}

TEST_F(Coherence, HostAccessFastPath) {
  const int n = 64;
  std::vector<float> v = iota(n), out(n);
  array_view<float, 1> V(n, v);
  float sum = 0;
  for (int rep = 0; rep < 10; ++rep)
    for (int i = 0; i < n; ++i)
      sum += V[i];
  EXPECT_EQ(amp2hip::detail::host_slow_path_entries(), 0u)
      << "a new view of host memory needs no slow path";

  array_view<float, 1> O(n, out);
  array_view<const float, 1> Vr = V;
  O.discard_data();
  parallel_for_each(O.extent, [=](index<1> i) __device__ { O[i] = Vr[i]; });
  amp2hip::detail::reset_host_slow_path_entries();
  for (int rep = 0; rep < 10; ++rep)
    for (int i = 0; i < n; ++i)
      V[i] = V[i] + 1.0f;
  EXPECT_EQ(amp2hip::detail::host_slow_path_entries(), 1u)
      << "only the first access after the launch takes the slow path";
  (void)sum;
  // A view whose region was written on the device: one slow path (with the
  // copy), then fast.
  amp2hip::detail::reset_host_slow_path_entries();
  for (int rep = 0; rep < 5; ++rep)
    for (int i = 0; i < n; ++i)
      sum += O[i];
  EXPECT_EQ(amp2hip::detail::host_slow_path_entries(), 1u);
  EXPECT_EQ(stats().device_to_host_count, 1u);
}

TEST_F(Coherence, DestroyingTheLastViewCopiesPendingWritesHome) {
  const int n = 40;
  std::vector<float> v(n, 0.0f);
  {
    array_view<float, 1> V(n, v);
    V.discard_data();
    parallel_for_each(V.extent, [=](index<1> i) __device__ { V[i] = 6.0f; });
    array_view<float, 1> copy = V; // still alive: no write-back yet
    (void)copy;
    EXPECT_EQ(stats().device_to_host_count, 0u);
  }
  EXPECT_EQ(stats().device_to_host_count, 1u);
  EXPECT_EQ(v[n - 1], 6.0f);
}

TEST_F(Coherence, IndependentViewsOfTheSameMemoryAreDifferentSources) {
  const int n = 16;
  std::vector<float> v(n, 1.0f);
  array_view<float, 1> X(n, v);
  array_view<float, 1> Y(n, v);
  parallel_for_each(X.extent, [=](index<1> i) __device__ { X[i] = 2.0f; });
  parallel_for_each(Y.extent, [=](index<1> i) __device__ { Y[i] += 10.0f; });
  // Y was uploaded on its own (the host still held 1.0).
  EXPECT_EQ(stats().host_to_device_count, 2u);
  X.synchronize();
  EXPECT_EQ(v[0], 2.0f);
  Y.synchronize();
  EXPECT_EQ(v[0], 11.0f);
}

struct Pair {
  array_view<const float, 1> in;
  array_view<float, 1> out;
};

TEST_F(Coherence, ViewsNestedInCapturedStructsAreFound) {
  const int n = 10;
  std::vector<float> a = iota(n), b(n);
  Pair p{array_view<const float, 1>(n, a), array_view<float, 1>(n, b)};
  p.out.discard_data();
  parallel_for_each(p.out.extent,
                    [=](index<1> i) __device__ { p.out[i] = p.in[i] * 3; });
  EXPECT_EQ(stats().host_to_device_count, 1u);
  EXPECT_EQ(p.out[4], 12.0f);
  EXPECT_EQ(stats().device_to_host_count, 1u);
}

struct ScaleFunctor {
  array_view<float, 2> v;
  float factor;
  void operator()(index<2> i) const __device__ { v[i] *= factor; }
};

TEST_F(Coherence, FunctorKernelAndProjection) {
  const int n = 6;
  std::vector<float> v = iota(n * n);
  array_view<float, 2> V(n, n, v);
  parallel_for_each(V.extent, ScaleFunctor{V, 2.0f});
  array_view<float, 1> row = V[3];
  EXPECT_EQ(row.extent, extent<1>(n));
  EXPECT_EQ(row[2], 2.0f * (3 * n + 2));
  // Only row 3 came home.
  EXPECT_EQ(stats().device_to_host_count, 1u);
  EXPECT_EQ(stats().device_to_host_bytes, n * sizeof(float));
  EXPECT_EQ(V(4, 4), 2.0f * (4 * n + 4));
  EXPECT_EQ(stats().device_to_host_bytes, std::uint64_t(n) * n * 4);
}

TEST_F(Coherence, Rank3SectionsRoundTrip) {
  const int n = 5;
  std::vector<float> v(n * n * n, 0.0f);
  array_view<float, 3> V(n, n, n, v);
  auto inner = V.section(index<3>(1, 1, 1), extent<3>(3, 3, 3));
  parallel_for_each(inner.extent, [=](index<3> i) __device__ {
    inner[i] = float(i[0] * 100 + i[1] * 10 + i[2]);
  });
  // The section (not the whole view) went up.
  EXPECT_EQ(stats().host_to_device_bytes, 27u * sizeof(float));
  V.synchronize();
  EXPECT_EQ(stats().device_to_host_bytes, 27u * sizeof(float));
  EXPECT_EQ(v[(2 * n + 3) * n + 1], 120.0f);
  EXPECT_EQ(v[(1 * n + 1) * n + 1], 0.0f);
  EXPECT_EQ(v[(3 * n + 3) * n + 3], 222.0f);
  EXPECT_EQ(v[0], 0.0f);
}

TEST_F(Coherence, Rank4SectionNeedsLoopedCopies) {
  const int dims[4] = {3, 4, 5, 6};
  std::vector<int> v(3 * 4 * 5 * 6, -1);
  array_view<int, 4> V(extent<4>(dims), v);
  const int origin[4] = {1, 1, 1, 1};
  const int size[4] = {2, 2, 3, 4};
  array_view<int, 4> S = V.section(index<4>(origin), extent<4>(size));
  S.discard_data();
  parallel_for_each(S.extent, [=](index<4> i) __device__ {
    S[i] = i[0] * 1000 + i[1] * 100 + i[2] * 10 + i[3];
  });
  EXPECT_EQ(stats().host_to_device_count, 0u);
  fake().clear_records();
  V.synchronize();
  // One transfer (one box), made of several strided backend copies.
  EXPECT_EQ(stats().device_to_host_count, 1u);
  EXPECT_EQ(stats().device_to_host_bytes, 2u * 2 * 3 * 4 * sizeof(int));
  EXPECT_EQ(fake().copies.size(), 2u);
  auto at = [&](int a, int b, int c, int d) {
    return v[((a * 4 + b) * 5 + c) * 6 + d];
  };
  EXPECT_EQ(at(2, 2, 3, 4), 1123);
  EXPECT_EQ(at(1, 1, 1, 1), 0);
  EXPECT_EQ(at(0, 0, 0, 0), -1);
  EXPECT_EQ(at(2, 2, 3, 5), -1);
}

TEST_F(Coherence, SecondDeviceGetsADeviceToDeviceCopy) {
  const int n = 32;
  std::vector<float> v = iota(n), out(n);
  array_view<float, 1> V(n, v);
  parallel_for_each(V.extent, [=](index<1> i) __device__ { V[i] += 1.0f; });
  accelerator second(L"hip:1");
  EXPECT_EQ(second.get_description(), L"fake device 1");
  array_view<float, 1> O(n, out);
  array_view<const float, 1> Vr = V;
  O.discard_data();
  parallel_for_each(second.get_default_view(), O.extent,
                    [=](index<1> i) __device__ { O[i] = Vr[i] * 2; });
  amp2hip::transfer_stats s = stats();
  EXPECT_EQ(s.host_to_device_count, 1u);
  EXPECT_EQ(s.device_to_device_count, 1u);
  EXPECT_EQ(O[5], 12.0f);
  EXPECT_EQ(stats().device_to_host_count, 1u);
}

TEST_F(Coherence, ViewAsAndReinterpretAs) {
  const int n = 12;
  std::vector<float> v = iota(n);
  array_view<float, 1> V(n, v);
  array_view<float, 2> M = V.view_as(extent<2>(3, 4));
  parallel_for_each(M.extent, [=](index<2> i) __device__ { M[i] += 100.0f; });
  EXPECT_EQ(V[5], 105.0f);
  array_view<int, 1> bits = V.reinterpret_as<int>();
  EXPECT_EQ(bits.extent[0], n);
  float f = 105.0f;
  int expect = 0;
  std::memcpy(&expect, &f, sizeof f);
  EXPECT_EQ(bits[5], expect);
}

TEST_F(Coherence, SectionOutOfRangeThrows) {
  std::vector<float> v(10);
  array_view<float, 1> V(10, v);
  EXPECT_THROW(V.section(5, 6), runtime_exception);
  EXPECT_NO_THROW(V.section(5, 5));
  std::vector<float> small(5);
  EXPECT_THROW((array_view<float, 1>(10, small)), runtime_exception);
}

} // namespace
