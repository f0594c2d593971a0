// array/section_int_forms: the integer forms of array::section for ranks 1,
// 2 and 3: section(i0, e0), section(i0, i1, e0, e1) and
// section(i0, i1, i2, e0, e1, e2); kernels fill each section of an array.
// Specification: C++ AMP 1.2, section 5.1 (array::section overloads).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::array<int, 1> a1(20);
  concurrency::array<int, 2> a2(6, 8);
  concurrency::array<int, 3> a3(3, 4, 5);
  concurrency::parallel_for_each(a1.extent, [&a1](concurrency::index<1> i) restrict(amp) { a1[i] = 0; });
  concurrency::parallel_for_each(a2.extent, [&a2](concurrency::index<2> i) restrict(amp) { a2[i] = 0; });
  concurrency::parallel_for_each(a3.extent, [&a3](concurrency::index<3> i) restrict(amp) { a3[i] = 0; });
  concurrency::array_view<int, 1> s1 = a1.section(5, 10);
  concurrency::array_view<int, 2> s2 = a2.section(2, 3, 3, 4);
  concurrency::array_view<int, 3> s3 = a3.section(1, 2, 0, 2, 2, 5);
  concurrency::parallel_for_each(s1.extent, [=](concurrency::index<1> i) restrict(amp) { s1[i] = 1 + i[0]; });
  concurrency::parallel_for_each(s2.extent, [=](concurrency::index<2> i) restrict(amp) { s2[i] = 1 + i[0] * 4 + i[1]; });
  concurrency::parallel_for_each(s3.extent, [=](concurrency::index<3> i) restrict(amp) {
    s3[i] = 1 + (i[0] * 2 + i[1]) * 5 + i[2];
  });
  std::vector<int> v1 = a1, v2 = a2, v3 = a3;
  for (int i = 0; i < 20; ++i)
    AMPT_CHECK_EQ(r, v1[i], (i >= 5 && i < 15) ? i - 4 : 0);
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 8; ++j) {
      bool in = i >= 2 && i < 5 && j >= 3 && j < 7;
      AMPT_CHECK_EQ(r, v2[i * 8 + j], in ? 1 + (i - 2) * 4 + (j - 3) : 0);
    }
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      for (int k = 0; k < 5; ++k) {
        bool in = i >= 1 && j >= 2;
        int want = in ? 1 + ((i - 1) * 2 + (j - 2)) * 5 + k : 0;
        AMPT_CHECK_EQ(r, v3[(i * 4 + j) * 5 + k], want);
      }
  return r.finish("array/section_int_forms");
}
