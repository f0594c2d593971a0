// array/ctor_copy_and_from_view: array's copy constructor and copy
// assignment make deep copies; array(const array_view<const T,N>&) copies a
// view's contents; a later kernel on the original leaves the copies alone.
// Specification: C++ AMP 1.2, section 5.1 (array(const array&),
// operator=(const array&), array(const array_view<const T,N>&)).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int rows = 4, cols = 8, n = rows * cols;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = i + 1;
  Concurrency::array_view<const int, 2> hv(rows, cols, h);
  Concurrency::array<int, 2> a(hv);
  Concurrency::array<int, 2> b(a);
  Concurrency::array<int, 2> c(rows, cols);
  c = a;
  Concurrency::parallel_for_each(
      a.extent, [&a](Concurrency::index<2> i) restrict(amp) { a[i] *= -1; });
  std::vector<int> va = a, vb = b, vc = c;
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, va[i], -(i + 1));
    AMPT_CHECK_EQ(r, vb[i], i + 1);
    AMPT_CHECK_EQ(r, vc[i], i + 1);
  }
  AMPT_CHECK(r, b.extent == a.extent);
  return r.finish("array/ctor_copy_and_from_view");
}
