// math/precise_inverse_hyperbolic: precise_math asinh, acosh and atanh on
// float (the `f` forms) and double; the double results are also round-
// tripped through sinh, cosh and tanh on the device.
// Specification: C++ AMP 1.2, section 9.3.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  if (!concurrency::accelerator().get_supports_double_precision())
    return r.finish("math/precise_inverse_hyperbolic");
  const int n = 40;
  std::vector<double> x(n), d(3 * n), back(3 * n);
  std::vector<float> f(3 * n);
  for (int i = 0; i < n; ++i)
    x[i] = 0.02 + 0.0245 * i; // (0, 1): valid for atanh, 1 + x for acosh
  concurrency::array_view<const double, 1> xv(n, x);
  concurrency::array_view<double, 1> dv(3 * n, d), bv(3 * n, back);
  concurrency::array_view<float, 1> fv(3 * n, f);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
        namespace pm = concurrency::precise_math;
        int i = idx[0];
        double v = xv[i];
        dv[i] = pm::asinh(v * 4.0);
        dv[n + i] = pm::acosh(1.0 + v * 4.0);
        dv[2 * n + i] = pm::atanh(v);
        fv[i] = pm::asinhf(float(v) * 4.0f);
        fv[n + i] = pm::acoshf(1.0f + float(v) * 4.0f);
        fv[2 * n + i] = pm::atanhf(float(v));
        bv[i] = pm::sinh(dv[i]);
        bv[n + i] = pm::cosh(dv[n + i]);
        bv[2 * n + i] = pm::tanh(dv[2 * n + i]);
      });
  dv.synchronize();
  fv.synchronize();
  bv.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    AMPT_CHECK_CLOSE(r, d[i], std::asinh(v * 4.0), 1e-14);
    AMPT_CHECK_CLOSE(r, d[n + i], std::acosh(1.0 + v * 4.0), 1e-14);
    AMPT_CHECK_CLOSE(r, d[2 * n + i], std::atanh(v), 1e-14);
    AMPT_CHECK_CLOSE(r, f[i], std::asinh(float(v) * 4.0f), 2e-6);
    AMPT_CHECK_CLOSE(r, f[n + i], std::acosh(1.0f + float(v) * 4.0f), 2e-6);
    AMPT_CHECK_CLOSE(r, f[2 * n + i], std::atanh(float(v)), 2e-6);
    AMPT_CHECK_CLOSE(r, back[i], v * 4.0, 1e-13);
    AMPT_CHECK_CLOSE(r, back[n + i], 1.0 + v * 4.0, 1e-12);
    AMPT_CHECK_CLOSE(r, back[2 * n + i], v, 1e-14);
  }
  return r.finish("math/precise_inverse_hyperbolic");
}
