// math/precise_remainder_family: precise_math remainder, remquo, nearbyint,
// rint, nextafter and logb on double; exact results against <cmath> (the
// default rounding mode, to nearest even, on both sides).
// Specification: C++ AMP 1.2, section 9.3.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  if (!concurrency::accelerator().get_supports_double_precision())
    return r.finish("math/precise_remainder_family");
  const double vals[] = {-7.5, -2.5, -1.25, 0.5, 1.5, 2.5, 3.75, 10.0, 1e6 + 0.5};
  const int n = int(sizeof(vals) / sizeof(vals[0]));
  std::vector<double> x(vals, vals + n), out(6 * n, 0.0);
  std::vector<int> quo(n, 0);
  concurrency::array_view<const double, 1> xv(n, x);
  concurrency::array_view<double, 2> ov(6, n, out);
  concurrency::array_view<int, 1> qv(n, quo);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
        using namespace concurrency;
        int i = idx[0];
        double v = xv[idx];
        ov(0, i) = precise_math::remainder(v, 2.0);
        int q = 0;
        ov(1, i) = precise_math::remquo(v, 2.0, &q);
        qv[idx] = q;
        ov(2, i) = precise_math::nearbyint(v);
        ov(3, i) = precise_math::rint(v);
        ov(4, i) = precise_math::nextafter(v, 100.0);
        ov(5, i) = precise_math::logb(v);
      });
  ov.synchronize();
  qv.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    AMPT_CHECK_EQ(r, out[0 * n + i], std::remainder(v, 2.0));
    int q = 0;
    AMPT_CHECK_EQ(r, out[1 * n + i], std::remquo(v, 2.0, &q));
    // Only the sign and the low three bits of the quotient are specified.
    AMPT_CHECK_EQ(r, quo[i] & 7, q & 7);
    AMPT_CHECK_EQ(r, (quo[i] < 0), (q < 0));
    AMPT_CHECK_EQ(r, out[2 * n + i], std::nearbyint(v));
    AMPT_CHECK_EQ(r, out[3 * n + i], std::rint(v));
    AMPT_CHECK_EQ(r, out[4 * n + i], std::nextafter(v, 100.0));
    AMPT_CHECK_EQ(r, out[5 * n + i], std::logb(v));
  }
  return r.finish("math/precise_remainder_family");
}
