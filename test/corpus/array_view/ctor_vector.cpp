// array_view/ctor_vector: array_views over std::vector for ranks 1-3, built
// from an extent and from separate dimensions; kernel writes are visible in
// the vectors after synchronize().
// Specification: C++ AMP 1.2, section 5.2 (array_view(const extent<N>&,
// Container&), array_view(int e0, [int e1, [int e2,]] Container&)).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  std::vector<int> v1(20, 0), v2(4 * 5, 0), v3(2 * 3 * 4, 0), v4(30, 0);
  concurrency::array_view<int, 1> a1(20, v1);
  concurrency::array_view<int, 2> a2(4, 5, v2);
  concurrency::array_view<int, 3> a3(2, 3, 4, v3);
  concurrency::extent<2> e(5, 6);
  concurrency::array_view<int, 2> a4(e, v4);
  concurrency::parallel_for_each(
      a1.extent, [=](concurrency::index<1> i) restrict(amp) { a1[i] = i[0] + 1; });
  concurrency::parallel_for_each(
      a2.extent, [=](concurrency::index<2> i) restrict(amp) {
        a2[i] = i[0] * 5 + i[1] + 1;
      });
  concurrency::parallel_for_each(
      a3.extent, [=](concurrency::index<3> i) restrict(amp) {
        a3[i] = (i[0] * 3 + i[1]) * 4 + i[2] + 1;
      });
  concurrency::parallel_for_each(
      a4.extent, [=](concurrency::index<2> i) restrict(amp) {
        a4[i] = i[0] * 6 + i[1] + 1;
      });
  a1.synchronize();
  a2.synchronize();
  a3.synchronize();
  a4.synchronize();
  for (int k = 0; k < 20; ++k)
    AMPT_CHECK_EQ(r, v1[k], k + 1);
  for (int k = 0; k < 20; ++k)
    AMPT_CHECK_EQ(r, v2[k], k + 1);
  for (int k = 0; k < 24; ++k)
    AMPT_CHECK_EQ(r, v3[k], k + 1);
  for (int k = 0; k < 30; ++k)
    AMPT_CHECK_EQ(r, v4[k], k + 1);
  return r.finish("array_view/ctor_vector");
}
