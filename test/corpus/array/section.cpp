// array/section: array::section(origin, extent), section(origin) and
// section(extent) give array_views aliasing the array; a kernel writes
// through the sections and the host reads the whole array.
// Specification: C++ AMP 1.2, section 5.1 (array::section).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int rows = 10, cols = 16;
  std::vector<int> zeros(rows * cols, 0);
  concurrency::array<int, 2> a(concurrency::extent<2>(rows, cols), zeros.begin());
  concurrency::array_view<int, 2> inner =
      a.section(concurrency::index<2>(2, 4), concurrency::extent<2>(5, 8));
  concurrency::array_view<int, 2> tail = a.section(concurrency::index<2>(8, 0));
  concurrency::array_view<int, 2> head = a.section(concurrency::extent<2>(1, cols));
  AMPT_CHECK(r, inner.extent == concurrency::extent<2>(5, 8));
  AMPT_CHECK(r, tail.extent == concurrency::extent<2>(2, cols));
  concurrency::parallel_for_each(
      inner.extent, [=](concurrency::index<2> i) restrict(amp) {
        inner[i] = 1 + i[0] * 8 + i[1];
      });
  concurrency::parallel_for_each(
      tail.extent, [=](concurrency::index<2> i) restrict(amp) { tail[i] = -1; });
  concurrency::parallel_for_each(
      head.extent, [=](concurrency::index<2> i) restrict(amp) { head[i] = 7; });
  std::vector<int> got = a;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      int want = 0;
      if (i == 0)
        want = 7;
      else if (i >= 8)
        want = -1;
      else if (i >= 2 && i < 7 && j >= 4 && j < 12)
        want = 1 + (i - 2) * 8 + (j - 4);
      AMPT_CHECK_EQ(r, got[i * cols + j], want);
    }
  return r.finish("array/section");
}
