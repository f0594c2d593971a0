// lambda/higher_ranks: kernel lambdas taking index<2> and index<3>, reading
// the components and writing through multi-dimensional array_views; also a
// rank-2 kernel over a section.
// Specification: C++ AMP 1.2, 3.2; 4.1 (index), 4.2 (extent).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int d0 = 4, d1 = 5, d2 = 6;
  std::vector<int> a(d0 * d1 * d2), b(d0 * d1);
  concurrency::array_view<int, 3> av(d0, d1, d2, a);
  concurrency::array_view<int, 2> bv(d0, d1, b);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<3> i) restrict(amp) {
    av[i] = i[0] * 10000 + i[1] * 100 + i[2];
  });
  concurrency::parallel_for_each(bv.extent, [=](concurrency::index<2> i) restrict(amp) {
    bv[i] = i[0] - i[1];
  });
  concurrency::array_view<int, 2> inner = bv.section(1, 1, 2, 3);
  concurrency::parallel_for_each(inner.extent, [=](concurrency::index<2> i) restrict(amp) {
    inner[i] += 1000;
  });
  for (int x = 0; x < d0; ++x)
    for (int y = 0; y < d1; ++y) {
      for (int z = 0; z < d2; ++z)
        AMPT_CHECK_EQ(r, av(x, y, z), x * 10000 + y * 100 + z);
      bool in = x >= 1 && x < 3 && y >= 1 && y < 4;
      AMPT_CHECK_EQ(r, bv(x, y), x - y + (in ? 1000 : 0));
    }
  return r.finish("lambda/higher_ranks");
}
