//===- LaunchTargetTest.cpp - where a launch without a view runs ---------===//
//
// parallel_for_each without an accelerator_view (or with the auto-selection
// view) runs on the accelerator_view of the arrays its kernel uses, directly
// (amp2hip::array_ref, what the translator makes of a by-reference capture)
// or through array_views and textures of them; on the default accelerator's
// default view when it uses none; arrays of two GPUs are an error. The
// fake backend has two GPUs; a view of host memory captured beside the
// arrays shows, by the device its copy-in goes to, where the launch ran.
//
//===----------------------------------------------------------------------===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>
#include <amp2hip/amp_graphics.h>

#include <gtest/gtest.h>

#include <vector>

namespace {

using namespace Concurrency;
using amp2hip::detail::queue_handle;
using amp2hip_test::fake;

class LaunchTarget : public amp2hip_test::RuntimeTest {
protected:
  static accelerator_view gpu(int d) {
    return accelerator::get_all()[static_cast<std::size_t>(d)]
        .get_default_view();
  }
  static queue_handle queue_of(const accelerator_view &av) {
    return Concurrency::detail::accelerator_access::queue(av);
  }
  /// The device and queue of the only copy-in recorded since the last clear.
  static void expect_copy_in_on(int device, queue_handle queue) {
    ASSERT_EQ(fake().copies.size(), 1u);
    EXPECT_EQ(fake().copies[0].kind,
              amp2hip::detail::copy_kind::host_to_device);
    EXPECT_EQ(fake().copies[0].dst_device, device);
    EXPECT_EQ(fake().copies[0].queue, queue);
  }
};

TEST_F(LaunchTarget, ArrayOfTheSecondGpuDirectsTheLaunch) {
  array<int, 1> a(16, gpu(1));
  std::vector<int> h(16, 2);
  array_view<const int, 1> H(16, h);
  fake().clear_records();
  parallel_for_each(a.extent, [=, a = amp2hip::capture(a)](
                                  Concurrency::index<1> i) __device__ {
    a[i] = H[i] * 10 + i[0];
  });
  expect_copy_in_on(1, queue_of(gpu(1)));
  std::vector<int> out = a;
  EXPECT_EQ(out[3], 23);
}

// A view of an array can be used only on the array's accelerator, so it
// directs the launch as the array would.
TEST_F(LaunchTarget, ViewOfAnArrayDirectsTheLaunch) {
  array<int, 2> a(4, 8, gpu(1));
  array_view<int, 2> A(a);
  array_view<int, 1> row = A[2]; // a projection of it
  std::vector<int> h(8, 5);
  array_view<const int, 1> H(8, h);
  fake().clear_records();
  parallel_for_each(row.extent, [=](Concurrency::index<1> i) __device__ {
    row[i] = H[i] + 1;
  });
  expect_copy_in_on(1, queue_of(gpu(1)));
  EXPECT_EQ(A(2, 7), 6);
}

// A kernel functor whose member is a view of an array on the second GPU.
struct Fill {
  array_view<float, 1> out;
  void operator()(Concurrency::index<1> i) const __device__ {
    out[i] = 0.5f * i[0];
  }
};

TEST_F(LaunchTarget, FunctorMembersDirectTheLaunchAndTiledLaunchesToo) {
  array<float, 1> a(64, gpu(1));
  Fill f{array_view<float, 1>(a)};
  parallel_for_each(a.extent, f);
  EXPECT_EQ(std::vector<float>(a)[10], 5.0f); // reads, moves no validity
  std::vector<float> h(64, 1.0f);
  array_view<const float, 1> H(64, h);
  array_view<float, 1> A(a);
  fake().clear_records();
  parallel_for_each(a.extent.tile<16>(),
                    [=](tiled_index<16> t) __device__ { A[t] += H[t]; });
  expect_copy_in_on(1, queue_of(gpu(1)));
  EXPECT_EQ(A[10], 6.0f);
}

// An array made on an accelerator_view of its own: the launch runs on that
// view's queue, not on the device's default one.
TEST_F(LaunchTarget, TheArraysOwnAcceleratorView) {
  accelerator_view mine = accelerator(L"hip:1").create_view();
  array<int, 1> a(16, mine);
  array_view<int, 1> A(a);
  std::vector<int> h(16, 4);
  array_view<const int, 1> H(16, h);
  fake().clear_records();
  parallel_for_each(A.extent,
                    [=](Concurrency::index<1> i) __device__ { A[i] = H[i]; });
  expect_copy_in_on(1, queue_of(mine));
  EXPECT_EQ(A[15], 4);
}

// No array: the default accelerator's default view.
TEST_F(LaunchTarget, NoArrayRunsOnTheDefaultView) {
  std::vector<int> h(16, 1);
  array_view<int, 1> H(16, h);
  fake().clear_records();
  parallel_for_each(H.extent,
                    [=](Concurrency::index<1> i) __device__ { H[i] += 1; });
  expect_copy_in_on(0, queue_of(accelerator().get_default_view()));
  EXPECT_EQ(H[0], 2);
}

// Arrays of two GPUs: runtime_exception before anything is copied or bound.
TEST_F(LaunchTarget, ArraysOfTwoGpusAreAnError) {
  array<int, 1> a(16, gpu(0)), b(16, gpu(1));
  array_view<int, 1> A(a), B(b);
  std::vector<int> h(16, 1);
  array_view<const int, 1> H(16, h);
  fake().clear_records();
  try {
    parallel_for_each(A.extent, [=](Concurrency::index<1> i) __device__ {
      A[i] = B[i] + H[i];
    });
    FAIL() << "no exception";
  } catch (const runtime_exception &e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("hip:0"), std::string::npos) << what;
    EXPECT_NE(what.find("hip:1"), std::string::npos) << what;
  }
  EXPECT_TRUE(fake().copies.empty());
  // Host access finds the data where it was: nothing was bound.
  EXPECT_EQ(fake().queue_waits, 0);
}

// A view of an array of one GPU, used by a kernel on the other: C++ AMP
// copies the view's region there ("remote" access), and the array sees what
// the kernel wrote when it is next used. The array itself captured on the
// other GPU is refused.
TEST_F(LaunchTarget, AViewOfAnArrayGoesToAnotherGpuTheArrayDoesNot) {
  std::vector<int> h(16, 5);
  array<int, 1> a(16, h.begin(), gpu(0));
  array_view<int, 1> A(a);
  fake().clear_records();
  parallel_for_each(gpu(1), A.extent,
                    [=](Concurrency::index<1> i) __device__ { A[i] += 1; });
  bool peer = false;
  for (const auto &c : fake().copies)
    peer = peer || (c.src_device == 0 && c.dst_device == 1);
  EXPECT_TRUE(peer);
  EXPECT_EQ(A[3], 6);
  std::vector<int> back(16);
  Concurrency::copy(a, back.begin());
  EXPECT_EQ(back[15], 6);
  EXPECT_THROW(parallel_for_each(gpu(1), a.extent,
                                 [=, a = amp2hip::capture(a)](
                                     Concurrency::index<1> i) __device__ {
                                   a[i] = 0;
                                 }),
               runtime_exception);
}

// An array of the CPU accelerator, a staging array included, is refused in
// a kernel, as Visual C++ refused it; a view of it is copied as any view.
TEST_F(LaunchTarget, ArraysOfTheCpuAcceleratorAreRefusedInKernels) {
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator)
                             .get_default_view();
  array<int, 1> plain(16, cpu), staging(16, cpu, gpu(0));
  for (array<int, 1> *a : {&plain, &staging})
    EXPECT_THROW(parallel_for_each(a->extent,
                                   [=, a = amp2hip::capture(*a)](
                                       Concurrency::index<1> i) __device__ {
                                     a[i] = 1;
                                   }),
                 runtime_exception);
  array_view<int, 1> S(staging);
  parallel_for_each(S.extent,
                    [=](Concurrency::index<1> i) __device__ { S[i] = 7; });
  EXPECT_EQ(S[15], 7);
}

// Two arrays of one GPU on two of its accelerator_views: the first one's
// view, and the other array is ordered after its own queue.
TEST_F(LaunchTarget, ArraysOfOneGpuOnTwoViewsRunOnTheFirstOnesView) {
  accelerator_view v1 = accelerator(L"hip:1").create_view();
  array<int, 1> a(16, v1), b(16, gpu(1));
  array_view<int, 1> A(a), B(b);
  std::vector<int> h(16, 3);
  array_view<const int, 1> H(16, h);
  fake().clear_records();
  parallel_for_each(A.extent, [=](Concurrency::index<1> i) __device__ {
    A[i] = H[i];
    B[i] = H[i] + 1;
  });
  expect_copy_in_on(1, queue_of(v1));
  EXPECT_EQ(B[0], 4);
}

// An explicit accelerator_view is obeyed: an array of another GPU there is
// refused, as before.
TEST_F(LaunchTarget, AnExplicitViewIsObeyed) {
  std::vector<int> h(16, 1);
  array_view<int, 1> H(16, h);
  fake().clear_records();
  parallel_for_each(gpu(1), H.extent,
                    [=](Concurrency::index<1> i) __device__ { H[i] += 1; });
  expect_copy_in_on(1, queue_of(gpu(1)));
}

// The auto-selection view chooses as a launch without a view does.
TEST_F(LaunchTarget, TheAutoSelectionViewChooses) {
  accelerator_view autov = accelerator::get_auto_selection_view();
  EXPECT_TRUE(autov.get_is_auto_selection());
  EXPECT_FALSE(accelerator().get_default_view().get_is_auto_selection());
  EXPECT_EQ(autov.get_accelerator(), accelerator());
  array<int, 1> a(16, gpu(1));
  array_view<int, 1> A(a);
  std::vector<int> h(16, 7);
  array_view<const int, 1> H(16, h);
  fake().clear_records();
  parallel_for_each(autov, A.extent,
                    [=](Concurrency::index<1> i) __device__ { A[i] = H[i]; });
  expect_copy_in_on(1, queue_of(gpu(1)));
  EXPECT_EQ(A[3], 7);
}

// Finding the arrays costs one more copy of the kernel, made only where
// there is a choice (two GPUs here) and no view is given.
struct CountCopies {
  static int copies;
  array_view<int, 1> v;
  explicit CountCopies(const array_view<int, 1> &v) : v(v) {}
  CountCopies(const CountCopies &o) : v(o.v) { ++copies; }
  void operator()(Concurrency::index<1> i) const __device__ { v[i] = 1; }
};
int CountCopies::copies = 0;

TEST_F(LaunchTarget, ChoosingCopiesTheKernelOnceMore) {
  std::vector<int> h(8, 0);
  array_view<int, 1> H(8, h);
  CountCopies::copies = 0;
  parallel_for_each(gpu(0), H.extent, CountCopies(H));
  EXPECT_EQ(CountCopies::copies, 1);
  CountCopies::copies = 0;
  parallel_for_each(H.extent, CountCopies(H));
  EXPECT_EQ(CountCopies::copies, 2);
  EXPECT_EQ(H[7], 1);
}

// Textures live in arrays: a texture of the second GPU directs the launch.
TEST_F(LaunchTarget, TextureOfTheSecondGpuDirectsTheLaunch) {
  graphics::texture<int, 1> tex(16, gpu(1));
  graphics::writeonly_texture_view<int, 1> w(tex);
  parallel_for_each(tex.extent, [=](Concurrency::index<1> i) __device__ {
    w.set(i, i[0] * 2);
  });
  std::vector<int> out(16);
  graphics::copy(tex, out.begin());
  EXPECT_EQ(out[7], 14);
}

} // namespace
