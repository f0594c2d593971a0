// extent_index/index_arith_index: index + index, index - index, += and -=
// with another index, for ranks 1-3; computed per thread in a rank-2 kernel
// and compared with the host.
// Specification: C++ AMP 1.2, section 4.1 (index arithmetic operators).
#include "amp_test.h"

using namespace concurrency;

namespace {
int combine(const index<2> &i) restrict(cpu, amp) {
  index<2> off(1, -2);
  index<2> a = i + off;
  index<2> b = i - off;
  index<2> c(i);
  c += index<2>(10, 20);
  c -= off;
  index<3> d(i[0], i[1], 5);
  d = d + index<3>(1, 1, 1) - index<3>(2, 0, 3);
  index<1> e(i[1]);
  e += index<1>(i[0]);
  return a[0] + 3 * a[1] + 5 * b[0] + 7 * b[1] + 11 * c[0] + 13 * c[1] +
         17 * d[0] + 19 * d[1] + 23 * d[2] + 29 * e[0];
}
} // namespace

int main() {
  ampt::test_result r;
  const int n0 = 6, n1 = 9;
  std::vector<int> out(n0 * n1, 0);
  array_view<int, 2> ov(n0, n1, out);
  parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) { ov[i] = combine(i); });
  ov.synchronize();
  for (int x = 0; x < n0; ++x)
    for (int y = 0; y < n1; ++y) {
      int a0 = x + 1, a1 = y - 2, b0 = x - 1, b1 = y + 2, c0 = x + 9, c1 = y + 22;
      int d0 = x - 1, d1 = y + 1, d2 = 3, e0 = x + y;
      int want = a0 + 3 * a1 + 5 * b0 + 7 * b1 + 11 * c0 + 13 * c1 + 17 * d0 +
                 19 * d1 + 23 * d2 + 29 * e0;
      AMPT_CHECK_EQ(r, out[x * n1 + y], want);
      AMPT_CHECK_EQ(r, combine(index<2>(x, y)), want);
    }
  return r.finish("extent_index/index_arith_index");
}
