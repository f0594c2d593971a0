// math/precise_double_basic: precise_math functions on double (sqrt, sin,
// cos, tan, exp, log, log10, pow, atan) compared with <cmath> to about
// 1e-14 relative.
// Specification: C++ AMP 1.2, section 9.3 (precise_math double overloads;
// need an accelerator with full double precision).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  if (!accelerator().get_supports_double_precision()) {
    std::printf("no double precision: skipped\n");
    return r.finish("math/precise_double_basic");
  }
  const int n = 100, k = 9;
  std::vector<double> x(n), out(k * n, 0.0);
  for (int i = 0; i < n; ++i)
    x[i] = 0.01 + 0.0973 * i;
  array_view<const double, 1> xv(n, x);
  array_view<double, 2> ov(k, n, out);
  parallel_for_each(xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
    int i = idx[0];
    double v = xv[idx];
    ov(0, i) = precise_math::sqrt(v);
    ov(1, i) = precise_math::sin(v);
    ov(2, i) = precise_math::cos(v);
    ov(3, i) = precise_math::tan(v * 0.15);
    ov(4, i) = precise_math::exp(v);
    ov(5, i) = precise_math::log(v);
    ov(6, i) = precise_math::log10(v);
    ov(7, i) = precise_math::pow(v, 1.75);
    ov(8, i) = precise_math::atan(v);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    const double want[k] = {std::sqrt(v), std::sin(v),   std::cos(v),
                            std::tan(v * 0.15), std::exp(v), std::log(v),
                            std::log10(v), std::pow(v, 1.75), std::atan(v)};
    for (int j = 0; j < k; ++j)
      AMPT_CHECK_CLOSE(r, out[j * n + i], want[j],
                       1e-14 * std::fabs(want[j]) + 1e-15);
  }
  return r.finish("math/precise_double_basic");
}
