// extent_index/rank4: index<4> and extent<4> (constructors from an int array,
// arithmetic, size, contains) and a non-tiled parallel_for_each over an
// extent<4> writing an array_view<int,4>.
// Specification: C++ AMP 1.2, sections 4.1 and 4.2 (any rank N > 0) and
// 4.4 (parallel_for_each over extent<N>).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int dims[4] = {2, 3, 4, 5};
  concurrency::extent<4> e(dims);
  AMPT_CHECK_EQ(r, e.size(), 120u);
  int one[4] = {1, 1, 1, 1};
  concurrency::index<4> ones(one);
  concurrency::index<4> last = concurrency::index<4>(dims) - ones;
  AMPT_CHECK(r, e.contains(last));
  AMPT_CHECK(r, !e.contains(last + ones));
  concurrency::extent<4> bigger = e + ones;
  AMPT_CHECK_EQ(r, bigger.size(), 3u * 4u * 5u * 6u);

  std::vector<int> v(e.size(), 0);
  concurrency::array_view<int, 4> av(e, v);
  concurrency::parallel_for_each(
      e, [=](concurrency::index<4> i) restrict(amp) {
        concurrency::index<4> j = i * 2 + 1;
        av[i] = ((i[0] * 3 + i[1]) * 4 + i[2]) * 5 + i[3] + 1000 * (j[3] % 3);
      });
  av.synchronize();
  for (int a = 0; a < 2; ++a)
    for (int b = 0; b < 3; ++b)
      for (int c = 0; c < 4; ++c)
        for (int d = 0; d < 5; ++d) {
          int lin = ((a * 3 + b) * 4 + c) * 5 + d;
          AMPT_CHECK_EQ(r, v[lin], lin + 1000 * ((d * 2 + 1) % 3));
        }
  // Host element access through an index<4> built from an int array.
  const int at[4] = {1, 2, 3, 4};
  AMPT_CHECK_EQ(r, av[concurrency::index<4>(at)], 119 + 1000 * (9 % 3));
  return r.finish("extent_index/rank4");
}
