// math/precise_double_rounding_minmax: precise_math floor, ceil, round,
// trunc, fabs, fmin, fmax, fmod and fdim on double, exact comparisons.
// Specification: C++ AMP 1.2, section 9.3.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator acc;
  if (!acc.get_supports_double_precision())
    return r.finish("math/precise_double_rounding_minmax");
  const double vals[] = {-1e10 - 0.5, -3.5, -2.5, -0.75, -0.0, 0.0, 0.49999999,
                         0.5, 1.5, 2.5000001, 1e15 + 0.5, 42.0};
  const int n = int(sizeof(vals) / sizeof(vals[0]));
  std::vector<double> x(vals, vals + n), out(9 * n, 0.0);
  concurrency::array_view<const double, 1> xv(n, x);
  concurrency::array_view<double, 2> ov(9, n, out);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
        int i = idx[0];
        double v = xv[i];
        double w = xv[(i + 1) % n];
        ov(0, i) = concurrency::precise_math::floor(v);
        ov(1, i) = concurrency::precise_math::ceil(v);
        ov(2, i) = concurrency::precise_math::round(v);
        ov(3, i) = concurrency::precise_math::trunc(v);
        ov(4, i) = concurrency::precise_math::fabs(v);
        ov(5, i) = concurrency::precise_math::fmin(v, w);
        ov(6, i) = concurrency::precise_math::fmax(v, w);
        ov(7, i) = concurrency::precise_math::fmod(v, 0.75);
        ov(8, i) = concurrency::precise_math::fdim(v, w);
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i], w = x[(i + 1) % n];
    AMPT_CHECK_EQ(r, out[0 * n + i], std::floor(v));
    AMPT_CHECK_EQ(r, out[1 * n + i], std::ceil(v));
    AMPT_CHECK_EQ(r, out[2 * n + i], std::round(v));
    AMPT_CHECK_EQ(r, out[3 * n + i], std::trunc(v));
    AMPT_CHECK_EQ(r, out[4 * n + i], std::fabs(v));
    AMPT_CHECK_EQ(r, out[5 * n + i], std::fmin(v, w));
    AMPT_CHECK_EQ(r, out[6 * n + i], std::fmax(v, w));
    AMPT_CHECK_EQ(r, out[7 * n + i], std::fmod(v, 0.75));
    AMPT_CHECK_EQ(r, out[8 * n + i], std::fdim(v, w));
  }
  return r.finish("math/precise_double_rounding_minmax");
}
