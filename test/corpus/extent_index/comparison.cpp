// extent_index/comparison: operator== and operator!= on index and extent of
// ranks 1-3, evaluated per thread in amp code (each thread compares its
// index with fixed values) and on the host.
// Specification: C++ AMP 1.2, sections 4.1 and 4.2 (equality operators).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n0 = 5, n1 = 7;
  std::vector<int> out(n0 * n1, 0);
  concurrency::array_view<int, 2> ov(n0, n1, out);
  concurrency::parallel_for_each(
      ov.extent, [=](concurrency::index<2> i) restrict(amp) {
        int bits = 0;
        if (i == concurrency::index<2>(2, 3))
          bits |= 1;
        if (i != concurrency::index<2>(0, 0))
          bits |= 2;
        if (concurrency::extent<2>(i[0] + 1, i[1] + 1) == ov.extent)
          bits |= 4;
        if (concurrency::index<1>(i[1]) != concurrency::index<1>(i[0]))
          bits |= 8;
        ov[i] = bits;
      });
  ov.synchronize();
  for (int x = 0; x < n0; ++x)
    for (int y = 0; y < n1; ++y) {
      int bits = 0;
      if (x == 2 && y == 3)
        bits |= 1;
      if (!(x == 0 && y == 0))
        bits |= 2;
      if (x == n0 - 1 && y == n1 - 1)
        bits |= 4;
      if (x != y)
        bits |= 8;
      AMPT_CHECK_EQ(r, out[x * n1 + y], bits);
    }
  concurrency::extent<3> e(2, 3, 4), f(2, 3, 4), g(2, 4, 3);
  AMPT_CHECK(r, e == f);
  AMPT_CHECK(r, e != g);
  AMPT_CHECK(r, !(e != f));
  AMPT_CHECK(r, concurrency::index<3>(1, 2, 3) == concurrency::index<3>(1, 2, 3));
  AMPT_CHECK(r, concurrency::index<3>(1, 2, 3) != concurrency::index<3>(1, 3, 2));
  return r.finish("extent_index/comparison");
}
