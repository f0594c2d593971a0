// array_view/section_forms: every form of array_view::section: (index,
// extent), (index), (extent), and the integer forms (i0, e0) and
// (i0, i1, e0, e1) and (i0, i1, i2, e0, e1, e2); kernels write each section.
// Specification: C++ AMP 1.2, section 5.2 (array_view::section).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> v1(n, 0);
  concurrency::array_view<int, 1> a1(n, v1);
  concurrency::array_view<int, 1> s1a = a1.section(4, 8);                   // [4, 12)
  concurrency::array_view<int, 1> s1b = a1.section(concurrency::index<1>(28)); // [28, 32)
  concurrency::array_view<int, 1> s1c = a1.section(concurrency::extent<1>(2)); // [0, 2)
  concurrency::parallel_for_each(s1a.extent, [=](concurrency::index<1> i) restrict(amp) { s1a[i] = 1; });
  concurrency::parallel_for_each(s1b.extent, [=](concurrency::index<1> i) restrict(amp) { s1b[i] = 2; });
  concurrency::parallel_for_each(s1c.extent, [=](concurrency::index<1> i) restrict(amp) { s1c[i] = 3; });
  a1.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = (i >= 4 && i < 12) ? 1 : (i >= 28 ? 2 : (i < 2 ? 3 : 0));
    AMPT_CHECK_EQ(r, v1[i], want);
  }

  std::vector<int> v2(6 * 7, 0);
  concurrency::array_view<int, 2> a2(6, 7, v2);
  concurrency::array_view<int, 2> s2 = a2.section(1, 2, 3, 4);
  concurrency::array_view<int, 2> s2b =
      a2.section(concurrency::index<2>(5, 0), concurrency::extent<2>(1, 7));
  concurrency::parallel_for_each(s2.extent, [=](concurrency::index<2> i) restrict(amp) {
    s2[i] = 10 + i[0] * 4 + i[1];
  });
  concurrency::parallel_for_each(s2b.extent, [=](concurrency::index<2> i) restrict(amp) {
    s2b[i] = -1;
  });
  a2.synchronize();
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 7; ++j) {
      int want = 0;
      if (i >= 1 && i < 4 && j >= 2 && j < 6)
        want = 10 + (i - 1) * 4 + (j - 2);
      if (i == 5)
        want = -1;
      AMPT_CHECK_EQ(r, v2[i * 7 + j], want);
    }

  std::vector<int> v3(3 * 4 * 5, 0);
  concurrency::array_view<int, 3> a3(3, 4, 5, v3);
  concurrency::array_view<int, 3> s3 = a3.section(1, 1, 1, 2, 2, 3);
  concurrency::parallel_for_each(s3.extent, [=](concurrency::index<3> i) restrict(amp) {
    s3[i] = 100 + (i[0] * 2 + i[1]) * 3 + i[2];
  });
  a3.synchronize();
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      for (int k = 0; k < 5; ++k) {
        bool in = i >= 1 && j >= 1 && j < 3 && k >= 1 && k < 4;
        int want = in ? 100 + ((i - 1) * 2 + (j - 1)) * 3 + (k - 1) : 0;
        AMPT_CHECK_EQ(r, v3[(i * 4 + j) * 5 + k], want);
      }
  return r.finish("array_view/section_forms");
}
