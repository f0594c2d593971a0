// math/fast_hyperbolic: fast_math::sinh, cosh and tanh on float, with the
// identity cosh^2 - sinh^2 = 1 checked on the device results as well.
// Specification: C++ AMP 1.2, section 9.2.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 81;
  std::vector<float> x(n), sh(n), ch(n), th(n);
  for (int i = 0; i < n; ++i)
    x[i] = -4.0f + 0.1f * i;
  Concurrency::array_view<const float, 1> xv(n, x);
  Concurrency::array_view<float, 1> shv(n, sh), chv(n, ch), thv(n, th);
  Concurrency::parallel_for_each(
      xv.extent, [=](Concurrency::index<1> i) restrict(amp) {
        shv[i] = Concurrency::fast_math::sinh(xv[i]);
        chv[i] = Concurrency::fast_math::cosh(xv[i]);
        thv[i] = Concurrency::fast_math::tanh(xv[i]);
      });
  shv.synchronize();
  chv.synchronize();
  thv.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    double s = std::sinh(v), c = std::cosh(v), t = std::tanh(v);
    AMPT_CHECK_CLOSE(r, sh[i], s, 1e-4 * std::fabs(s) + 1e-5);
    AMPT_CHECK_CLOSE(r, ch[i], c, 1e-4 * c);
    AMPT_CHECK_CLOSE(r, th[i], t, 1e-4);
    double id = double(ch[i]) * ch[i] - double(sh[i]) * sh[i];
    AMPT_CHECK_CLOSE(r, id, 1.0, 1e-3 * c * c);
  }
  return r.finish("math/fast_hyperbolic");
}
