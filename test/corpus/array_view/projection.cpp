// array_view/projection: operator[](int) on array_views of rank 2 and 3
// gives views of rank 1 and 2 that alias the parent; used on the host and
// in amp code.
// Specification: C++ AMP 1.2, section 5.2 (array_view projection).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int d0 = 4, d1 = 5, d2 = 6;
  std::vector<int> v(d0 * d1 * d2, 0);
  array_view<int, 3> a(d0, d1, d2, v);
  array_view<int, 2> plane = a[2];
  array_view<int, 1> line = plane[3];
  AMPT_CHECK(r, plane.extent == extent<2>(d1, d2));
  AMPT_CHECK_EQ(r, line.extent[0], d2);
  parallel_for_each(line.extent, [=](concurrency::index<1> i) restrict(amp) {
    line[i] = 50 + i[0];
  });
  // Projections in amp code: row 0 of every plane gets its plane number.
  parallel_for_each(extent<2>(d0, d2), [=](concurrency::index<2> i) restrict(amp) {
    array_view<int, 2> p = a[i[0]];
    p[0][i[1]] = -(i[0] + 1);
  });
  a.synchronize();
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int k = 0; k < d2; ++k) {
        int want = 0;
        if (j == 0)
          want = -(i + 1);
        else if (i == 2 && j == 3)
          want = 50 + k;
        AMPT_CHECK_EQ(r, v[(i * d1 + j) * d2 + k], want);
      }
  AMPT_CHECK_EQ(r, line[4], 54);
  return r.finish("array_view/projection");
}
