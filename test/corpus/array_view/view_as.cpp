// array_view/view_as: a rank-1 array_view reshaped to rank 2 and rank 3 with
// view_as; all three alias the same data.
// Specification: C++ AMP 1.2, section 5.2 (array_view<T,1>::view_as).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 60;
  std::vector<float> v(n, 0.0f);
  concurrency::array_view<float, 1> flat(n, v);
  concurrency::array_view<float, 2> m = flat.view_as(concurrency::extent<2>(6, 10));
  concurrency::array_view<float, 3> c = flat.view_as(concurrency::extent<3>(3, 4, 5));
  concurrency::parallel_for_each(
      m.extent, [=](concurrency::index<2> i) restrict(amp) {
        m[i] = float(i[0] * 10 + i[1]);
      });
  std::vector<float> out(n, 0.0f);
  concurrency::array_view<float, 3> ov(3, 4, 5, out);
  concurrency::parallel_for_each(
      c.extent, [=](concurrency::index<3> i) restrict(amp) { ov[i] = c[i] * 2.0f; });
  ov.synchronize();
  flat.synchronize();
  for (int k = 0; k < n; ++k) {
    AMPT_CHECK_EQ(r, v[k], float(k));
    AMPT_CHECK_EQ(r, out[k], 2.0f * k);
  }
  // A const view reshaped too.
  concurrency::array_view<const float, 1> cflat(n, v);
  concurrency::array_view<const float, 2> cm = cflat.view_as(concurrency::extent<2>(2, 30));
  AMPT_CHECK_EQ(r, cm(1, 5), 35.0f);
  return r.finish("array_view/view_as");
}
