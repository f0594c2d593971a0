//===- CheckedBuildTest.cpp - AMP2HIP_CHECKED on the host -----------------===//
//
// The checked build's host side, in host emulation (kernels run on host
// threads, so their accesses take the host's path and throw at once): each
// kind of out-of-bounds access throws runtime_exception naming this file,
// the line of the access, the index and the extent; accesses inside the
// bounds work as in the unchecked build. The device side (the record, the
// thread's index, barrier counts) runs on the GPU:
// test/runtime-compile/checked/.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKED
#error "CheckedBuildTest.cpp is built with AMP2HIP_CHECKED"
#endif
#include "RuntimeTestFixture.h"
#include <amp2hip/amp_graphics.h>

#include <string>
#include <vector>

using namespace Concurrency;

namespace {

class CheckedBuild : public amp2hip_test::RuntimeTest {};

/// The message of the runtime_exception that `f` throws ("" if none).
template <class F> std::string reportOf(F f) {
  try {
    f();
  } catch (const runtime_exception &e) {
    return e.what();
  }
  return "";
}

std::string at(int line) {
  return "CheckedBuildTest.cpp:" + std::to_string(line) + ": ";
}

TEST_F(CheckedBuild, ViewSubscriptsOutsideTheExtentNameTheirLine) {
  std::vector<int> data(12, 0);
  array_view<int, 2> v(3, 4, data);
  int line = __LINE__ + 1;
  std::string m = reportOf([&] { v[Concurrency::index<2>(3, 0)] = 1; });
  EXPECT_NE(m.find(at(line) +
                   "index (3, 0) is outside the extent (3, 4) of the "
                   "array_view"),
            std::string::npos)
      << m;
  line = __LINE__ + 1;
  m = reportOf([&] { (void)v(1, -1); });
  EXPECT_NE(m.find(at(line) + "index (1, -1) is outside the extent (3, 4)"),
            std::string::npos)
      << m;
  line = __LINE__ + 1;
  m = reportOf([&] { (void)v.get_ref(Concurrency::index<2>(0, 4)); });
  EXPECT_NE(m.find(at(line) + "index (0, 4)"), std::string::npos) << m;
  // Inside the bounds nothing changes.
  v(2, 3) = 7;
  v[Concurrency::index<2>(0, 0)] = 5;
  EXPECT_EQ(data[11], 7);
  EXPECT_EQ(data[0], 5);
}

TEST_F(CheckedBuild, ProjectionsAndSectionsCheckTheirOwnExtent) {
  std::vector<int> data(12, 0);
  array_view<int, 2> v(3, 4, data);
  int line = __LINE__ + 1;
  std::string m = reportOf([&] { (void)v[3]; });
  EXPECT_NE(m.find(at(line) + "row 3 is outside the extent (3, 4) of the "
                              "array_view"),
            std::string::npos)
      << m;
  // A section's accesses are checked against the section, not its parent.
  array_view<int, 2> s =
      v.section(Concurrency::index<2>(1, 1), extent<2>(2, 2));
  line = __LINE__ + 1;
  m = reportOf([&] { s(0, 2) = 1; });
  EXPECT_NE(m.find(at(line) + "index (0, 2) is outside the extent (2, 2)"),
            std::string::npos)
      << m;
  s(1, 1) = 9;
  EXPECT_EQ(data[2 * 4 + 2], 9);
  // A row of a rank-1 view: the element.
  array_view<int, 1> row = v[1];
  line = __LINE__ + 1;
  m = reportOf([&] { row[4] = 1; });
  EXPECT_NE(m.find(at(line) + "index (4) is outside the extent (4)"),
            std::string::npos)
      << m;
}

TEST_F(CheckedBuild, ArraysNameThemselves) {
  // With CPU access, so that the host may use its elements at all.
  array<float, 1> a(8, Concurrency::accelerator().get_default_view(),
                    Concurrency::access_type_read_write);
  int line = __LINE__ + 1;
  std::string m = reportOf([&] { a[8] = 1.0f; });
  EXPECT_NE(m.find(at(line) + "index (8) is outside the extent (8) of the "
                              "array"),
            std::string::npos)
      << m;
  const array<float, 1> &ca = a;
  line = __LINE__ + 1;
  m = reportOf([&] { (void)ca(Concurrency::index<1>(-2)); });
  EXPECT_NE(m.find(at(line) + "index (-2)"), std::string::npos) << m;
  a[7] = 2.0f;
  EXPECT_EQ(ca[7], 2.0f);
}

TEST_F(CheckedBuild, KernelAccessesThrowFromTheLaunch) {
  // In host emulation a kernel's access takes the host path: the launch
  // throws the first violation.
  std::vector<int> data(16, 0);
  array_view<int, 1> v(16, data);
  const int line = __LINE__ + 3;
  std::string m = reportOf([&] {
    parallel_for_each(v.extent, [=](Concurrency::index<1> i)
                                    __device__ { v[i + 1] = 1; });
  });
  EXPECT_NE(m.find(at(line) + "index (16) is outside the extent (16)"),
            std::string::npos)
      << m;
}

TEST_F(CheckedBuild, TileStaticSubscriptsCheckEachDimension) {
  using amp2hip::checked_tile_static;
  int b[4][8] = {};
  int line = __LINE__ + 1;
  std::string m = reportOf([&] { checked_tile_static(b, "b")[1][8] = 1; });
  EXPECT_NE(m.find(at(line) + "index 8 is outside dimension 1 (of size 8) "
                              "of the tile_static array 'b'"),
            std::string::npos)
      << m;
  line = __LINE__ + 1;
  m = reportOf([&] { (void)checked_tile_static(b, "b")[-1][0]; });
  EXPECT_NE(m.find(at(line) + "index -1 is outside dimension 0 (of size 4)"),
            std::string::npos)
      << m;
  checked_tile_static(b, "b")[3][7] = 6;
  EXPECT_EQ(b[3][7], 6);
}

TEST_F(CheckedBuild, SubscriptsWrappedByTheTranslatorKeepTheirPlace) {
  // amp2hip::at(i), which the translator writes around a kernel's
  // subscripts, gives the place through a function's default arguments.
  std::vector<int> data(6, 0);
  array_view<int, 2> v(2, 3, data);
  const Concurrency::index<2> past(2, 0);
  int line = __LINE__ + 1;
  std::string m = reportOf([&] { v[amp2hip::at(past)] = 1; });
  EXPECT_NE(m.find(at(line) + "index (2, 0)"), std::string::npos) << m;
  line = __LINE__ + 1;
  m = reportOf([&] { v(amp2hip::at(1), 3) = 1; });
  EXPECT_NE(m.find(at(line) + "index (1, 3)"), std::string::npos) << m;
  line = __LINE__ + 1;
  m = reportOf([&] { (void)v[amp2hip::at(5)]; });
  EXPECT_NE(m.find(at(line) + "row 5"), std::string::npos) << m;
  v[amp2hip::at(1)][amp2hip::at(2)] = 4;
  EXPECT_EQ(data[5], 4);
}

TEST_F(CheckedBuild, TexturesCheckTheirExtent) {
  std::vector<int> texels(8, 3);
  graphics::texture<int, 1> tex(8, texels.begin(), texels.end());
  const int line = __LINE__ + 1;
  std::string m = reportOf([&] { (void)tex[8]; });
  EXPECT_NE(m.find(at(line) + "index (8) is outside the extent (8) of the "
                              "texture"),
            std::string::npos)
      << m;
}

TEST_F(CheckedBuild, SubscriptsOfEveryIntegerKindConvert) {
  // The checked subscripts take what an int subscript took: other integer
  // types, enumerators, and index-convertible classes (tiled_index).
  std::vector<int> data(4, 0);
  array_view<int, 1> v(4, data);
  enum { Third = 2 };
  v[std::size_t(1)] = 1;
  v[Third] = 2;
  v[short(3)] = 3;
  EXPECT_EQ(data[1] + data[2] + data[3], 6);
}

} // namespace
