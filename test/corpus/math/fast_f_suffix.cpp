// math/fast_f_suffix: the float-suffixed spellings of fast_math (sqrtf, sinf,
// cosf, expf, logf, powf, fabsf, floorf, fmaxf, atan2f) give the same results
// as the unsuffixed overloads.
// Specification: C++ AMP 1.2, section 9.2 (each function is also provided
// with an `f` suffix).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 50, k = 10;
  std::vector<float> x(n), suffixed(k * n), plain(k * n);
  for (int i = 0; i < n; ++i)
    x[i] = 0.1f + 0.13f * i;
  array_view<const float, 1> xv(n, x);
  array_view<float, 2> sv(k, n, suffixed), pv(k, n, plain);
  parallel_for_each(xv.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    float v = xv[idx];
    sv(0, i) = fast_math::sqrtf(v);     pv(0, i) = fast_math::sqrt(v);
    sv(1, i) = fast_math::sinf(v);      pv(1, i) = fast_math::sin(v);
    sv(2, i) = fast_math::cosf(v);      pv(2, i) = fast_math::cos(v);
    sv(3, i) = fast_math::expf(v);      pv(3, i) = fast_math::exp(v);
    sv(4, i) = fast_math::logf(v);      pv(4, i) = fast_math::log(v);
    sv(5, i) = fast_math::powf(v, 1.5f); pv(5, i) = fast_math::pow(v, 1.5f);
    sv(6, i) = fast_math::fabsf(-v);    pv(6, i) = fast_math::fabs(-v);
    sv(7, i) = fast_math::floorf(v);    pv(7, i) = fast_math::floor(v);
    sv(8, i) = fast_math::fmaxf(v, 2.0f); pv(8, i) = fast_math::fmax(v, 2.0f);
    sv(9, i) = fast_math::atan2f(v, 1.0f); pv(9, i) = fast_math::atan2(v, 1.0f);
  });
  sv.synchronize();
  pv.synchronize();
  for (int j = 0; j < k * n; ++j)
    AMPT_CHECK_EQ(r, suffixed[j], plain[j]);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_CLOSE(r, suffixed[0 * n + i], std::sqrt(x[i]), 1e-5);
    AMPT_CHECK_CLOSE(r, suffixed[4 * n + i], std::log(x[i]), 1e-5);
    AMPT_CHECK_CLOSE(r, suffixed[6 * n + i], x[i], 0.0);
  }
  return r.finish("math/fast_f_suffix");
}
