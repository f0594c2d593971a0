// math/fast_trig: fast_math::sin, cos, tan and sincos on float arguments in
// [-pi, pi] (tan in (-1.2, 1.2)), against <cmath> on the host.
// Specification: C++ AMP 1.2, section 9.2 (fast_math: sin, cos, tan, sincos).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 257;
  const float pi = 3.14159265f;
  std::vector<float> x(n), out(5 * n, 0.0f);
  for (int i = 0; i < n; ++i)
    x[i] = -pi + 2.0f * pi * i / (n - 1);
  array_view<const float, 1> xv(n, x);
  array_view<float, 2> ov(5, n, out);
  parallel_for_each(xv.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    float v = xv[idx];
    ov(0, i) = fast_math::sin(v);
    ov(1, i) = fast_math::cos(v);
    ov(2, i) = fast_math::tan(v * 0.38f);
    float s = 0.0f, c = 0.0f;
    fast_math::sincos(v, &s, &c);
    ov(3, i) = s;
    ov(4, i) = c;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    AMPT_CHECK_CLOSE(r, out[0 * n + i], std::sin(v), 2e-5);
    AMPT_CHECK_CLOSE(r, out[1 * n + i], std::cos(v), 2e-5);
    double t = std::tan(double(x[i] * 0.38f));
    AMPT_CHECK_CLOSE(r, out[2 * n + i], t, 1e-4 * (1.0 + std::fabs(t)));
    AMPT_CHECK_CLOSE(r, out[3 * n + i], std::sin(v), 2e-5);
    AMPT_CHECK_CLOSE(r, out[4 * n + i], std::cos(v), 2e-5);
  }
  return r.finish("math/fast_trig");
}
