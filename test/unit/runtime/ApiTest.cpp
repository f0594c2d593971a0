//===- ApiTest.cpp - Constructor forms and argument checks of C++ AMP -----===//
#include "FakeBackend.h"
#include "RuntimeTestFixture.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <climits>
#include <cstdlib>
#include <iterator>
#include <list>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace Concurrency;
using amp2hip_test::on_host;
using Concurrency::index;

std::vector<int> iota(int n) {
  std::vector<int> v(static_cast<std::size_t>(n));
  std::iota(v.begin(), v.end(), 0);
  return v;
}

TEST(ArrayConstructors, IteratorsWithAnAcceleratorView) {
  accelerator_view av = accelerator().create_view();
  std::vector<int> v = iota(24);
  array<int, 1> a1(24, v.begin(), v.end(), av);
  array<int, 1> b1(24, v.begin(), av);
  array<int, 2> a2(4, 6, v.begin(), v.end(), av);
  array<int, 2> b2(4, 6, v.begin(), av);
  array<int, 3> a3(2, 3, 4, v.begin(), v.end(), av);
  array<int, 3> b3(2, 3, 4, v.data(), av);
  array<int, 3> c3(extent<3>(2, 3, 4), v.begin(), av);
  array<int, 2> d2(4, 6, v.begin(), v.end(), av, access_type_read);
  EXPECT_EQ(a1.get_accelerator_view(), av);
  EXPECT_EQ(b3.get_accelerator_view(), av);
  EXPECT_EQ(std::vector<int>(a1), v);
  EXPECT_EQ(std::vector<int>(b1), v);
  EXPECT_EQ(std::vector<int>(a2), v);
  EXPECT_EQ(std::vector<int>(b2), v);
  EXPECT_EQ(std::vector<int>(a3), v);
  EXPECT_EQ(std::vector<int>(b3), v);
  EXPECT_EQ(std::vector<int>(c3), v);
  EXPECT_EQ(d2.get_cpu_access_type(), access_type_read);
  EXPECT_EQ(a2.get_cpu_access_type(), access_type_none);
  array<int, 2> e2(4, 6, av, access_type_write);
  EXPECT_EQ(e2.get_cpu_access_type(), access_type_write);
  array<int, 1> f1(array_view<const int, 1>(24, v), av, access_type_read);
  EXPECT_EQ(std::vector<int>(f1), v);
}

TEST(ArrayConstructors, StagingForms) {
  accelerator cpu(accelerator::cpu_accelerator);
  accelerator gpu;
  accelerator_view cv = cpu.get_default_view();
  accelerator_view gv = gpu.get_default_view();
  std::vector<int> v = iota(12);
  array<int, 1> s1(12, v.begin(), v.end(), cv, gv);
  array<int, 1> t1(12, v.begin(), cv, gv);
  array<int, 2> s2(3, 4, v.begin(), v.end(), cv, gv);
  array<int, 2> t2(3, 4, v.begin(), cv, gv);
  array<int, 3> s3(1, 3, 4, v.begin(), v.end(), cv, gv);
  array<int, 3> t3(1, 3, 4, v.begin(), cv, gv);
  array<int, 2> u2(extent<2>(3, 4), v.begin(), cv, gv);
  array<int, 2> w2(array_view<const int, 2>(3, 4, v), cv, gv);
  array<int, 3> x3(1, 3, 4, cv, gv);
  for (const auto *a : {&s2, &t2, &u2, &w2}) {
    EXPECT_EQ(a->get_accelerator_view(), cv);
    EXPECT_EQ(a->get_associated_accelerator_view(), gv);
    EXPECT_EQ(std::vector<int>(*a), v);
  }
  EXPECT_EQ(std::vector<int>(s1), v);
  EXPECT_EQ(std::vector<int>(t1), v);
  EXPECT_EQ(std::vector<int>(s3), v);
  EXPECT_EQ(std::vector<int>(t3), v);
  EXPECT_EQ(x3.extent, extent<3>(1, 3, 4));
  EXPECT_EQ(s1.get_cpu_access_type(), access_type_read_write);
  // A staging array copied to the GPU with copy().
  array<int, 2> g(3, 4, gv);
  copy(s2, g);
  EXPECT_EQ(std::vector<int>(g), v);
}

TEST(ArrayViewConstructors, ConstAndNonConstContainers) {
  std::vector<int> v = iota(12);
  const std::vector<int> &cv = v;
  array_view<const int, 2> a(extent<2>(3, 4), cv);
  array_view<const int, 2> b(extent<2>(3, 4), v);
  array_view<const int, 2> c(3, 4, cv);
  array_view<const int, 1> d(12, v);
  array_view<const int, 1> e(cv); // rank 1, the whole container
  array_view<int, 1> f(v);
  EXPECT_EQ(a(2, 3), 11);
  EXPECT_EQ(b(1, 0), 4);
  EXPECT_EQ(c[index<2>(0, 2)], 2);
  EXPECT_EQ(d[5], 5);
  EXPECT_EQ(e.extent[0], 12);
  EXPECT_EQ(f.extent[0], 12);
  int raw[5] = {1, 2, 3, 4, 5};
  array_view<int, 1> g(raw);
  const int craw[3] = {7, 8, 9};
  array_view<const int, 1> h(craw);
  array_view<const int, 1> i(raw);
  EXPECT_EQ(g.extent[0], 5);
  EXPECT_EQ(h[2], 9);
  EXPECT_EQ(i[0], 1);
  static_assert(!std::is_constructible_v<array_view<int, 1>, const int(&)[3]>,
                "");
  static_assert(
      !std::is_constructible_v<array_view<int, 1>, const std::vector<int> &>,
      "");
}

TEST(ArrayView, ReinterpretAsOnConstElements) {
  std::vector<float> v(4, 1.0f);
  array_view<const float, 1> cv(4, v);
  auto bits = cv.reinterpret_as<unsigned>();
  static_assert(std::is_same_v<decltype(bits), array_view<const unsigned, 1>>,
                "");
  EXPECT_EQ(bits[0], 0x3f800000u);
  auto same = cv.reinterpret_as<const unsigned>();
  static_assert(std::is_same_v<decltype(same), array_view<const unsigned, 1>>,
                "");
  array_view<float, 1> mv(4, v);
  static_assert(
      std::is_same_v<decltype(mv.reinterpret_as<int>()), array_view<int, 1>>,
      "");
}

// Visual C++ refused a reinterpretation that leaves bytes over.
TEST(ArrayView, ReinterpretAsNeedsWholeElements) {
  struct Rgb {
    int r, g, b;
  };
  std::vector<int> v(10);
  array_view<int, 1> av(10, v);
  EXPECT_THROW(av.reinterpret_as<Rgb>(), runtime_exception);
  std::vector<int> w(12);
  array_view<int, 1> aw(12, w);
  EXPECT_EQ(aw.reinterpret_as<Rgb>().extent[0], 4);
}

// Which views the device addresses with 32-bit offsets: those whose every
// offset fits in an int, sections and projections inheriting it from their
// parent. The views are unbound, so nothing is allocated.
TEST(ArrayView, NarrowOffsetsOnlyBelow2To31Elements) {
  using Concurrency::detail::view_access;
  array_view<float, 1> longest(extent<1>(INT_MAX));
  EXPECT_TRUE(view_access::narrow(longest));
  array_view<float, 2> fits(extent<2>(65536, 32767)); // 2^31 - 2^16
  EXPECT_TRUE(view_access::narrow(fits));
  array_view<float, 2> wide(extent<2>(65537, 32768)); // 2^31 + 2^15
  EXPECT_FALSE(view_access::narrow(wide));
  EXPECT_FALSE(
      view_access::narrow(wide.section(index<2>(0, 0), extent<2>(2, 2))));
  EXPECT_TRUE(view_access::narrow(wide[65536]));
  array_view<float, 3> cube(extent<3>(2048, 1024, 1024)); // 2^31 exactly
  EXPECT_FALSE(view_access::narrow(cube));
  // Inherited from the wide parent, conservatively.
  EXPECT_FALSE(view_access::narrow(cube.section(extent<3>(1, 1024, 1024))));
  EXPECT_TRUE(
      view_access::narrow(array_view<float, 3>(extent<3>(2047, 1024, 1024))));
}

// The view is unbound and refused before anything is allocated for it.
TEST(ArrayView, AViewOf2To31ElementsOrMoreIsRefusedAtTheLaunch) {
  array_view<float, 2> wide(extent<2>(65537, 32768));
  std::vector<int> out(4, -1);
  array_view<int, 1> small(4, out);
  try {
    parallel_for_each(small.extent, [=](index<1> i) __device__ {
      small[i] = static_cast<int>(wide(i[0], 0));
    });
    FAIL() << "the launch should have thrown";
  } catch (const runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("AMP2HIP_VIEW_INDEX_64"),
              std::string::npos);
  }
  // Nothing ran and the runtime still works.
  small.synchronize();
  EXPECT_EQ(out, std::vector<int>(4, -1));
  parallel_for_each(small.extent, [=](index<1> i) __device__ { small[i] = 1; });
  small.synchronize();
  EXPECT_EQ(out, std::vector<int>(4, 1));
}

TEST(ArgumentChecks, CopyFromIteratorRanges) {
  std::vector<int> v = iota(10);
  array<int, 1> a(8);
  // The range ends before it begins.
  EXPECT_THROW(copy(v.begin() + 5, v.begin(), a), runtime_exception);
  // More elements than the destination holds.
  EXPECT_THROW(copy(v.begin(), v.end(), a), runtime_exception);
  try {
    copy(v.begin(), v.end(), a);
  } catch (const runtime_exception &e) {
    EXPECT_EQ(e.get_error_code(), static_cast<HRESULT>(0x80070057L));
    EXPECT_NE(std::string(e.what()).find("more elements"), std::string::npos);
  }
  // Fewer elements than the destination holds: the first ones are
  // written, the others kept (Visual C++'s runtime).
  EXPECT_NO_THROW(copy(v.begin(), v.begin() + 8, a));
  std::vector<int> tens(3, 10);
  EXPECT_NO_THROW(copy(tens.begin(), tens.end(), a));
  EXPECT_EQ(std::vector<int>(a), (std::vector<int>{10, 10, 10, 3, 4, 5, 6, 7}));
  array<int, 2> m(2, 4);
  EXPECT_NO_THROW(copy(v.begin(), v.begin() + 8, m));
  EXPECT_THROW(copy(v.begin(), v.begin() + 9, m), runtime_exception);
  std::vector<int> host(8, -1);
  array_view<int, 2> hv(2, 4, host);
  EXPECT_NO_THROW(copy(v.begin(), v.begin() + 3, hv));
  EXPECT_EQ(host, (std::vector<int>{0, 1, 2, -1, -1, -1, -1, -1}));
  EXPECT_THROW(copy(v.end(), v.begin(), hv), runtime_exception);
  // Constructors check the same way.
  EXPECT_THROW((array<int, 1>(4, v.begin(), v.end())), runtime_exception);
  EXPECT_THROW((array<int, 2>(2, 4, v.begin(), v.end())), runtime_exception);
  EXPECT_EQ(std::vector<int>(array<int, 2>(3, 4, v.begin(), v.end()))[9], 9);
  // Single-pass iterators are read once.
  std::istringstream in("4 5 6");
  array<int, 1> s(3, std::istream_iterator<int>(in),
                  std::istream_iterator<int>());
  EXPECT_EQ(std::vector<int>(s), (std::vector<int>{4, 5, 6}));
  std::list<int> l(v.begin(), v.begin() + 8);
  copy(l.begin(), l.end(), m);
  EXPECT_EQ(on_host(m)(1, 3), 7);
}

TEST(ArgumentChecks, ExtentsSectionsAndProjections) {
  array<int, 2> a(3, 4), b(4, 3);
  EXPECT_THROW(copy(a, b), runtime_exception);
  std::vector<int> host(12);
  array_view<int, 2> hv(3, 4, host), other(4, 3, host);
  EXPECT_THROW(copy(hv, other), runtime_exception);
  EXPECT_THROW(copy(a, other), runtime_exception);
  EXPECT_THROW(a.section(index<2>(1, 1), extent<2>(3, 1)), runtime_exception);
  EXPECT_THROW(hv.section(index<2>(-1, 0)), runtime_exception);
  // An origin at the end leaves an empty section: refused, as Visual C++'s
  // runtime refused it.
  EXPECT_THROW(hv.section(index<2>(2, 4)), runtime_exception);
  EXPECT_THROW(a.section(index<2>(3, 0)), runtime_exception);
  EXPECT_NO_THROW(hv.section(index<2>(2, 3)));
  EXPECT_THROW(hv[3], runtime_exception);
  EXPECT_THROW(a.view_as(extent<2>(5, 5)), runtime_exception);
  array_view<int, 1> flat(12, host);
  EXPECT_THROW(flat.view_as(extent<1>(13)), runtime_exception);
  EXPECT_THROW((array_view<int, 2>(4, 4, host)), runtime_exception);
  EXPECT_THROW((array<int, 1>(-1)), runtime_exception);
  // An array holds at least one element (Visual C++ could not create an
  // empty buffer); an empty view is allowed.
  EXPECT_THROW((array<int, 1>(0)), runtime_exception);
  EXPECT_THROW((array<float, 3>(extent<3>(0, 1, 1))), runtime_exception);
  EXPECT_NO_THROW((array_view<int, 1>(0, host)));
  EXPECT_THROW((array_view<int, 1>(-2, host)), runtime_exception);
  EXPECT_THROW(accelerator(L"no-such-device"), runtime_exception);
}

} // namespace

namespace {

TEST(Runtime, AmpUninitializeWaitsForTheDefaultQueues) {
  const int before = amp2hip_test::fake().synchronize_calls;
  Concurrency::amp_uninitialize();
  EXPECT_EQ(amp2hip_test::fake().synchronize_calls,
            before + amp2hip_test::FakeBackend::kDevices);
}

} // namespace

namespace {

TEST(Accelerator, DefaultCpuAccessType) {
  Concurrency::accelerator second(L"hip:1");
  EXPECT_EQ(second.get_default_cpu_access_type(),
            Concurrency::access_type_none);
  EXPECT_FALSE(
      second.set_default_cpu_access_type(Concurrency::access_type_auto));
  EXPECT_TRUE(
      second.set_default_cpu_access_type(Concurrency::access_type_read));
  EXPECT_FALSE(second.set_default_cpu_access_type(
      Concurrency::access_type_write)); // only once
  EXPECT_EQ(second.get_default_cpu_access_type(),
            Concurrency::access_type_read);
  Concurrency::array<int, 1> a(4, second.get_default_view());
  EXPECT_EQ(a.get_cpu_access_type(), Concurrency::access_type_read);
  Concurrency::accelerator cpu(Concurrency::accelerator::cpu_accelerator);
  EXPECT_EQ(cpu.get_default_cpu_access_type(),
            Concurrency::access_type_read_write);
}

TEST(Accelerator, SoftwareAcceleratorsAreNotTheDefault) {
  using Concurrency::accelerator;
  accelerator gpu;
  accelerator ref(accelerator::direct3d_ref);
  accelerator warp(accelerator::direct3d_warp);
  // Programs warn when the default is REF: here it never is.
  EXPECT_FALSE(gpu == ref);
  EXPECT_TRUE(ref != warp);
  EXPECT_TRUE(ref == accelerator(accelerator::direct3d_ref));
  EXPECT_TRUE(ref.get_is_emulated());
  EXPECT_EQ(ref.get_device_path(), L"direct3d\\ref");
  EXPECT_EQ(ref.get_description(), L"Software Adapter");
  EXPECT_EQ(warp.get_dedicated_memory(), 0u);
  // Their kernels run on the first GPU; they are not listed.
  EXPECT_EQ(ref.get_default_view(), accelerator(L"hip:0").get_default_view());
  for (const accelerator &a : accelerator::get_all())
    EXPECT_FALSE(a == ref || a == warp);
  EXPECT_FALSE(accelerator::set_default(accelerator::direct3d_warp));
  EXPECT_THROW(accelerator(L"direct3d\\nothing"),
               Concurrency::runtime_exception);
}

} // namespace

// Visual C++: every view keeps the queuing mode it was made with, on the
// CPU accelerator too (which has no queue), and each created view is its
// own.
TEST(AcceleratorViews, QueuingModeOfCreatedViews) {
  for (const accelerator &acc :
       {accelerator(), accelerator(accelerator::cpu_accelerator)}) {
    EXPECT_EQ(acc.get_default_view().get_queuing_mode(),
              queuing_mode_automatic);
    accelerator_view imm = acc.create_view(queuing_mode_immediate);
    accelerator_view aut = acc.create_view(queuing_mode_automatic);
    EXPECT_EQ(imm.get_queuing_mode(), queuing_mode_immediate);
    EXPECT_EQ(aut.get_queuing_mode(), queuing_mode_automatic);
    EXPECT_NE(imm, acc.get_default_view());
    EXPECT_NE(imm, aut);
    EXPECT_EQ(imm.get_accelerator(), acc);
    imm.wait(); // nothing queued: returns
  }
}

// Naming the default accelerator does not use it: set_default may still
// choose another (Visual C++; the conformance suite's harness names it
// first). Each case runs in a child process of its own, whose default is
// not chosen yet; it exits with 0 when every expectation holds.
namespace {

[[noreturn]] void nameThenSetDefault() {
  using Concurrency::accelerator;
  accelerator named;
  accelerator by_path(accelerator::default_accelerator);
  bool ok = named == by_path && named.get_device_path() == L"hip:0";
  ok = ok && accelerator::set_default(accelerator::cpu_accelerator);
  ok = ok && accelerator() == accelerator(accelerator::cpu_accelerator);
  // Chosen once: it stays.
  ok = ok && !accelerator::set_default(L"hip:0");
  std::exit(ok ? 0 : 1);
}

[[noreturn]] void useThenSetDefault() {
  using Concurrency::accelerator;
  Concurrency::array<int, 1> on_default(4);
  bool ok = !accelerator::set_default(accelerator::cpu_accelerator);
  ok = ok && accelerator().get_device_path() == L"hip:0";
  std::exit(ok ? 0 : 1);
}

} // namespace

TEST(AcceleratorDefault, NamingTheDefaultDoesNotFixIt) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(nameThenSetDefault(), ::testing::ExitedWithCode(0), "");
}

TEST(AcceleratorDefault, UsingTheDefaultFixesIt) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(useThenSetDefault(), ::testing::ExitedWithCode(0), "");
}
