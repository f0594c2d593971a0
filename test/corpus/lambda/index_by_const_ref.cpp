// lambda/index_by_const_ref: kernel lambdas taking their index by const
// reference (`const index<2>&`, `const tiled_index<4, 4>&`) instead of by
// value, as many C++ AMP programs write them.
// Specification: C++ AMP 1.2, 3.2 (the kernel is invoked with an index
// argument).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int h = 8, w = 12;
  std::vector<int> a(h * w), b(h * w);
  concurrency::array_view<int, 2> av(h, w, a), bv(h, w, b);
  concurrency::parallel_for_each(av.extent, [=](const concurrency::index<2> &i) restrict(amp) {
    av[i] = i[0] * w + i[1];
  });
  concurrency::parallel_for_each(bv.extent.tile<4, 4>(),
                                 [=](const concurrency::tiled_index<4, 4> &t) restrict(amp) {
                                   bv[t.global] = t.local[0] * 4 + t.local[1];
                                 });
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      AMPT_CHECK_EQ(r, av(y, x), y * w + x);
      AMPT_CHECK_EQ(r, bv(y, x), (y % 4) * 4 + x % 4);
    }
  return r.finish("lambda/index_by_const_ref");
}
