// math/precise_gamma_pi: precise_math tgamma, lgamma, sinpi, cospi on
// double and erfinv checked through erf(erfinv(x)) = x, against <cmath>.
// Specification: C++ AMP 1.2, section 9.3 (precise_math functions without
// a <cmath> counterpart: sinpi, cospi, erfinv).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  if (!concurrency::accelerator().get_supports_double_precision())
    return r.finish("math/precise_gamma_pi");
  const int n = 40;
  std::vector<double> x(n), out(5 * n, 0.0);
  for (int i = 0; i < n; ++i)
    x[i] = 0.05 + 0.1 * i; // (0, 4)
  concurrency::array_view<const double, 1> xv(n, x);
  concurrency::array_view<double, 2> ov(5, n, out);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
        int i = idx[0];
        double v = xv[idx];
        ov(0, i) = concurrency::precise_math::tgamma(v);
        ov(1, i) = concurrency::precise_math::lgamma(v);
        ov(2, i) = concurrency::precise_math::sinpi(v);
        ov(3, i) = concurrency::precise_math::cospi(v);
        double p = v / 4.0 - 0.5; // (-0.5, 0.5)
        ov(4, i) = concurrency::precise_math::erf(concurrency::precise_math::erfinv(p));
      });
  ov.synchronize();
  const double pi = 3.14159265358979323846;
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    double g = std::tgamma(v);
    AMPT_CHECK_CLOSE(r, out[0 * n + i], g, 1e-13 * std::fabs(g));
    AMPT_CHECK_CLOSE(r, out[1 * n + i], std::lgamma(v), 1e-13);
    AMPT_CHECK_CLOSE(r, out[2 * n + i], std::sin(pi * v), 1e-14);
    AMPT_CHECK_CLOSE(r, out[3 * n + i], std::cos(pi * v), 1e-14);
    AMPT_CHECK_CLOSE(r, out[4 * n + i], v / 4.0 - 0.5, 1e-14);
  }
  return r.finish("math/precise_gamma_pi");
}
