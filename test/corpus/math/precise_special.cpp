// math/precise_special: precise_math functions without a fast_math
// counterpart: cbrt, hypot, erf, erfc, expm1, log1p, copysign, exp10, fma,
// on double, against <cmath> (exp10 against pow(10, x)).
// Specification: C++ AMP 1.2, section 9.3.
#include "amp_test.h"

using namespace concurrency;

namespace {
bool rel_ok(double got, double want, double rel) {
  return std::fabs(got - want) <= rel * std::fabs(want) + 1e-300;
}
} // namespace

int main() {
  ampt::test_result r;
  if (!accelerator().get_supports_double_precision())
    return r.finish("math/precise_special");
  const int n = 48, k = 9;
  std::vector<double> x(n), out(k * n, 0.0);
  for (int i = 0; i < n; ++i)
    x[i] = -2.4 + 0.1 * i + 1e-3;
  array_view<const double, 1> xv(n, x);
  array_view<double, 2> ov(k, n, out);
  parallel_for_each(xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
    int i = idx[0];
    double v = xv[idx];
    ov(0, i) = precise_math::cbrt(v);
    ov(1, i) = precise_math::hypot(v, 1.5);
    ov(2, i) = precise_math::erf(v);
    ov(3, i) = precise_math::erfc(v);
    ov(4, i) = precise_math::expm1(v * 1e-3);
    ov(5, i) = precise_math::log1p(v * 1e-3);
    ov(6, i) = precise_math::copysign(3.0, v);
    ov(7, i) = precise_math::exp10(v);
    ov(8, i) = precise_math::fma(v, 3.0, 0.25);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    AMPT_CHECK(r, rel_ok(out[0 * n + i], std::cbrt(v), 1e-14));
    AMPT_CHECK(r, rel_ok(out[1 * n + i], std::hypot(v, 1.5), 1e-14));
    AMPT_CHECK(r, rel_ok(out[2 * n + i], std::erf(v), 1e-14));
    AMPT_CHECK(r, rel_ok(out[3 * n + i], std::erfc(v), 1e-13));
    AMPT_CHECK(r, rel_ok(out[4 * n + i], std::expm1(v * 1e-3), 1e-14));
    AMPT_CHECK(r, rel_ok(out[5 * n + i], std::log1p(v * 1e-3), 1e-14));
    AMPT_CHECK_EQ(r, out[6 * n + i], std::copysign(3.0, v));
    AMPT_CHECK(r, rel_ok(out[7 * n + i], std::pow(10.0, v), 1e-14));
    AMPT_CHECK(r, rel_ok(out[8 * n + i], std::fma(v, 3.0, 0.25), 1e-15));
  }
  return r.finish("math/precise_special");
}
