// array_view/ctor_pointer: array_views over raw host pointers (a C array
// and heap memory) of ranks 1-3.
// Specification: C++ AMP 1.2, section 5.2 (array_view(const extent<N>&,
// value_type* src), array_view(int e0, ..., value_type* src)).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  float buf[24];
  for (int i = 0; i < 24; ++i)
    buf[i] = float(i);
  std::vector<float> heap(24, 0.0f);
  float *hp = heap.data();
  array_view<const float, 1> a1(24, buf);
  array_view<float, 2> a2(4, 6, hp);
  array_view<float, 3> a3(extent<3>(2, 3, 4), buf);
  parallel_for_each(a2.extent, [=](concurrency::index<2> i) restrict(amp) {
    a2[i] = a1[i[0] * 6 + i[1]] * 2.0f;
  });
  a2.synchronize();
  for (int i = 0; i < 24; ++i)
    AMPT_CHECK_EQ(r, heap[i], 2.0f * i);
  parallel_for_each(a3.extent, [=](concurrency::index<3> i) restrict(amp) {
    a3[i] += 0.5f;
  });
  a3.synchronize();
  for (int i = 0; i < 24; ++i)
    AMPT_CHECK_EQ(r, buf[i], i + 0.5f);
  return r.finish("array_view/ctor_pointer");
}
