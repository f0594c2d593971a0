// math/fast_inverse_trig: fast_math::asin, acos, atan and atan2 (all four
// quadrants) on float, against <cmath>.
// Specification: C++ AMP 1.2, section 9.2 (fast_math: asin, acos, atan,
// atan2).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 101;
  std::vector<float> x(n), out(4 * n, 0.0f);
  for (int i = 0; i < n; ++i)
    x[i] = -0.99f + 1.98f * i / (n - 1);
  concurrency::array_view<const float, 1> xv(n, x);
  concurrency::array_view<float, 1> ov(4 * n, out);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
        int i = idx[0];
        float v = xv[i];
        ov[i] = concurrency::fast_math::asin(v);
        ov[n + i] = concurrency::fast_math::acos(v);
        ov[2 * n + i] = concurrency::fast_math::atan(v * 10.0f);
        ov[3 * n + i] = concurrency::fast_math::atan2(v, (i % 2) ? -0.5f : 0.5f);
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    AMPT_CHECK_CLOSE(r, out[i], std::asin(v), 1e-4);
    AMPT_CHECK_CLOSE(r, out[n + i], std::acos(v), 1e-4);
    AMPT_CHECK_CLOSE(r, out[2 * n + i], std::atan(double(x[i] * 10.0f)), 1e-4);
    AMPT_CHECK_CLOSE(r, out[3 * n + i], std::atan2(v, (i % 2) ? -0.5 : 0.5),
                     1e-4);
  }
  return r.finish("math/fast_inverse_trig");
}
