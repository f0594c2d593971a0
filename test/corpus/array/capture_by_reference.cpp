// array/capture_by_reference: several arrays captured by reference in one
// kernel lambda, one of them through a const reference (read-only), mixed
// with an array_view captured by value.
// Specification: C++ AMP 1.2, section 5.1 (arrays are captured by
// reference) and 4.3 (capture rules for kernels).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 512;
  std::vector<float> xs(n), ys(n);
  for (int i = 0; i < n; ++i) {
    xs[i] = 0.5f * i;
    ys[i] = 2.0f - 0.25f * i;
  }
  concurrency::array<float, 1> x(n, xs.begin());
  concurrency::array<float, 1> y(n, ys.begin());
  concurrency::array<float, 1> z(n);
  const concurrency::array<float, 1> &cx = x;
  std::vector<float> w(n, 0.0f);
  concurrency::array_view<float, 1> wv(n, w);
  const float alpha = 3.0f;
  concurrency::parallel_for_each(
      z.extent, [=, &cx, &y, &z](concurrency::index<1> i) restrict(amp) {
        z[i] = alpha * cx[i] + y[i];
        wv[i] = cx[i] - y[i];
      });
  std::vector<float> zs = z;
  wv.synchronize();
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, zs[i], alpha * xs[i] + ys[i]);
    AMPT_CHECK_EQ(r, w[i], xs[i] - ys[i]);
  }
  return r.finish("array/capture_by_reference");
}
