// array/view_as: a rank-1 array viewed as rank 2 and rank 3 through
// view_as; writes through one view are seen through the array and the other.
// Specification: C++ AMP 1.2, section 5.1 (array::view_as).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 4 * 6;
  array<int, 1> a(n);
  array_view<int, 2> m = a.view_as(extent<2>(4, 6));
  array_view<int, 3> c = a.view_as(extent<3>(2, 3, 4));
  parallel_for_each(m.extent, [=](concurrency::index<2> i) restrict(amp) {
    m[i] = i[0] * 100 + i[1];
  });
  std::vector<int> out(2 * 3 * 4, 0);
  array_view<int, 3> ov(2, 3, 4, out);
  parallel_for_each(c.extent, [=](concurrency::index<3> i) restrict(amp) {
    ov[i] = c[i];
  });
  ov.synchronize();
  std::vector<int> flat = a;
  for (int k = 0; k < n; ++k) {
    int want = (k / 6) * 100 + k % 6;
    AMPT_CHECK_EQ(r, flat[k], want);
    AMPT_CHECK_EQ(r, out[k], want);
  }
  return r.finish("array/view_as");
}
