// array/ctor_rank2_rank3: arrays of rank 2 and 3 built from separate
// dimension arguments and from extents; a kernel writes each element's
// row-major position and the host reads it back with copy().
// Specification: C++ AMP 1.2, section 5.1 (array(int e0, int e1),
// array(int e0, int e1, int e2), array(const extent<N>&)).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  array<float, 2> m(6, 10);
  array<int, 3> c(3, 4, 5);
  array<int, 3> c2(extent<3>(3, 4, 5));
  AMPT_CHECK_EQ(r, m.extent[0], 6);
  AMPT_CHECK_EQ(r, m.extent[1], 10);
  AMPT_CHECK(r, c.get_extent() == c2.get_extent());
  AMPT_CHECK_EQ(r, c.extent.size(), 60u);
  parallel_for_each(m.extent, [&m](concurrency::index<2> i) restrict(amp) {
    m[i] = float(i[0] * 10 + i[1]) * 0.5f;
  });
  parallel_for_each(c.extent, [&c, &c2](concurrency::index<3> i) restrict(amp) {
    c[i] = (i[0] * 4 + i[1]) * 5 + i[2];
    c2(i[0], i[1], i[2]) = -c[i];
  });
  std::vector<float> hm(60);
  std::vector<int> hc(60), hc2(60);
  copy(m, hm.begin());
  copy(c, hc.begin());
  copy(c2, hc2.begin());
  for (int k = 0; k < 60; ++k) {
    AMPT_CHECK_EQ(r, hm[k], k * 0.5f);
    AMPT_CHECK_EQ(r, hc[k], k);
    AMPT_CHECK_EQ(r, hc2[k], -k);
  }
  return r.finish("array/ctor_rank2_rank3");
}
