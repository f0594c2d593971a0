// array_view/copy_assignment: array_view is copy-assignable; after
// `a = b` the view a aliases b's data (shallow), and a kernel writing
// through a changes what b sees. Copies made by value share data too.
// Specification: C++ AMP 1.2, section 5.2 (array_view copy constructor and
// operator=).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<int> x(n, 1), y(n, 2);
  array_view<int, 1> a(n, x);
  array_view<int, 1> b(n, y);
  a = b; // a now refers to y
  parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) {
    a[i] = 100 + i[0];
  });
  array_view<int, 1> c(a); // another alias of y
  b.synchronize();
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, y[i], 100 + i);
    AMPT_CHECK_EQ(r, x[i], 1);
    AMPT_CHECK_EQ(r, c[i], 100 + i);
  }
  return r.finish("array_view/copy_assignment");
}
