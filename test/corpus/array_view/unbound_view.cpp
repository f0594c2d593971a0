// array_view/unbound_view: array_view<T,N>(extent) with no data source; a
// first kernel fills it, a second reads it, and the host reads it directly.
// Specification: C++ AMP 1.2, section 5.2 (array_view(const extent<N>&)
// and array_view(int e0, ...) without a source).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  array_view<int, 2> tmp(extent<2>(16, 16));
  array_view<float, 1> tmp1(100);
  parallel_for_each(tmp.extent, [=](concurrency::index<2> i) restrict(amp) {
    tmp[i] = i[0] * i[1];
  });
  parallel_for_each(tmp1.extent, [=](concurrency::index<1> i) restrict(amp) {
    tmp1[i] = 0.25f * i[0];
  });
  std::vector<int> rowsum(16, 0);
  array_view<int, 1> rs(16, rowsum);
  parallel_for_each(rs.extent, [=](concurrency::index<1> i) restrict(amp) {
    int s = 0;
    for (int c = 0; c < 16; ++c)
      s += tmp(i[0], c);
    rs[i] = s;
  });
  rs.synchronize();
  for (int i = 0; i < 16; ++i)
    AMPT_CHECK_EQ(r, rowsum[i], i * 120);
  AMPT_CHECK_EQ(r, tmp(5, 7), 35);
  AMPT_CHECK_EQ(r, tmp1[40], 10.0f);
  // Host writes to an unbound view reach the accelerator too.
  array_view<int, 1> h(8);
  for (int i = 0; i < 8; ++i)
    h[i] = i + 1;
  parallel_for_each(h.extent, [=](concurrency::index<1> i) restrict(amp) { h[i] *= 2; });
  for (int i = 0; i < 8; ++i)
    AMPT_CHECK_EQ(r, h[i], 2 * (i + 1));
  return r.finish("array_view/unbound_view");
}
