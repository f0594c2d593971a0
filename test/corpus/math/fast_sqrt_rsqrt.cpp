// math/fast_sqrt_rsqrt: concurrency::fast_math::sqrt and rsqrt on float,
// compared with std::sqrt on the host within a relative tolerance suited to
// fast_math's reduced precision.
// Specification: C++ AMP 1.2, section 9.2 (fast_math: sqrt, rsqrt).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 200;
  std::vector<float> x(n), s(n), rs(n);
  for (int i = 0; i < n; ++i)
    x[i] = 0.01f + 0.37f * i * i;
  concurrency::array_view<const float, 1> xv(n, x);
  concurrency::array_view<float, 1> sv(n, s), rv(n, rs);
  sv.discard_data();
  rv.discard_data();
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> i) restrict(amp) {
        sv[i] = concurrency::fast_math::sqrt(xv[i]);
        rv[i] = concurrency::fast_math::rsqrt(xv[i]);
      });
  sv.synchronize();
  rv.synchronize();
  for (int i = 0; i < n; ++i) {
    double ws = std::sqrt(double(x[i]));
    AMPT_CHECK_CLOSE(r, s[i], ws, 1e-5 * ws + 1e-6);
    AMPT_CHECK_CLOSE(r, rs[i], 1.0 / ws, 1e-5 / ws + 1e-6);
  }
  return r.finish("math/fast_sqrt_rsqrt");
}
