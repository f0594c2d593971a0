// array_view/nested_sections: a section of a section of a section of a 2-D
// view is written by a kernel; the host reads the parent and checks that
// only the innermost rectangle changed and that the offsets compose.
// Specification: C++ AMP 1.2, section 5.2 (sections of sections).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 20, cols = 24;
  std::vector<int> v(rows * cols, 0);
  array_view<int, 2> a(rows, cols, v);
  array_view<int, 2> s1 = a.section(concurrency::index<2>(2, 3), extent<2>(16, 18));
  array_view<int, 2> s2 = s1.section(concurrency::index<2>(4, 5), extent<2>(10, 10));
  array_view<int, 2> s3 = s2.section(concurrency::index<2>(1, 2), extent<2>(3, 4));
  parallel_for_each(s3.extent, [=](concurrency::index<2> i) restrict(amp) {
    s3[i] = 1 + i[0] * 4 + i[1];
  });
  parallel_for_each(s2.extent, [=](concurrency::index<2> i) restrict(amp) {
    if (i[0] == 9)
      s2[i] = -5; // last row of s2
  });
  a.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      int want = 0;
      // s3 covers rows 2+4+1 .. +3, cols 3+5+2 .. +4
      if (i >= 7 && i < 10 && j >= 10 && j < 14)
        want = 1 + (i - 7) * 4 + (j - 10);
      if (i == 2 + 4 + 9 && j >= 8 && j < 18)
        want = -5;
      AMPT_CHECK_EQ(r, v[i * cols + j], want);
    }
  AMPT_CHECK_EQ(r, s3(2, 3), 12);
  return r.finish("array_view/nested_sections");
}
