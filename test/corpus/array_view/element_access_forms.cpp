// array_view/element_access_forms: every element access form of a rank-3
// view in amp code and on the host: operator[](index), operator()(index),
// operator()(i0, i1, i2), chained operator[](int), and get_ref(index).
// Specification: C++ AMP 1.2, section 5.2 (array_view element access).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int d0 = 2, d1 = 3, d2 = 4, n = d0 * d1 * d2;
  std::vector<int> v(n, 0), w(5 * n, 0);
  concurrency::array_view<int, 3> a(d0, d1, d2, v);
  concurrency::array_view<int, 2> out(5, n, w);
  concurrency::parallel_for_each(
      a.extent, [=](concurrency::index<3> i) restrict(amp) {
        a[i] = (i[0] * d1 + i[1]) * d2 + i[2];
      });
  concurrency::parallel_for_each(
      a.extent, [=](concurrency::index<3> i) restrict(amp) {
        int lin = (i[0] * d1 + i[1]) * d2 + i[2];
        out(0, lin) = a[i];
        out(1, lin) = a(i);
        out(2, lin) = a(i[0], i[1], i[2]);
        out(3, lin) = a[i[0]][i[1]][i[2]];
        out(4, lin) = a.get_ref(i);
      });
  out.synchronize();
  for (int k = 0; k < 5; ++k)
    for (int lin = 0; lin < n; ++lin)
      AMPT_CHECK_EQ(r, w[k * n + lin], lin);
  // Host forms.
  concurrency::index<3> idx(1, 2, 3);
  AMPT_CHECK_EQ(r, a[idx], 23);
  AMPT_CHECK_EQ(r, a(idx), 23);
  AMPT_CHECK_EQ(r, a(1, 2, 3), 23);
  AMPT_CHECK_EQ(r, a[1][2][3], 23);
  a.get_ref(idx) = 99;
  AMPT_CHECK_EQ(r, a(1, 2, 3), 99);
  return r.finish("array_view/element_access_forms");
}
