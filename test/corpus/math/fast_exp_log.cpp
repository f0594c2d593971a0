// math/fast_exp_log: fast_math::exp, exp2, log, log2 and log10 on float,
// checked with relative tolerances against <cmath>; also log(exp(x)) ~ x.
// Specification: C++ AMP 1.2, section 9.2.
#include "amp_test.h"

using namespace concurrency;

namespace {
bool rel_ok(double got, double want, double rel) {
  return std::fabs(got - want) <= rel * std::fabs(want) + 1e-6;
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = 120;
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i)
    x[i] = -6.0f + 0.1f * i; // [-6, 5.9]
  std::vector<float> e(n), e2(n), l(n), l2(n), l10(n), round_trip(n);
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> ev(n, e), e2v(n, e2), lv(n, l), l2v(n, l2), l10v(n, l10),
      rtv(n, round_trip);
  parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) {
    float v = xv[i];
    float p = v + 6.5f; // positive argument for the logarithms
    ev[i] = fast_math::exp(v);
    e2v[i] = fast_math::exp2(v);
    lv[i] = fast_math::log(p);
    l2v[i] = fast_math::log2(p);
    l10v[i] = fast_math::log10(p);
    rtv[i] = fast_math::log(fast_math::exp(v));
  });
  ev.synchronize();
  e2v.synchronize();
  lv.synchronize();
  l2v.synchronize();
  l10v.synchronize();
  rtv.synchronize();
  for (int i = 0; i < n; ++i) {
    double v = x[i], p = double(x[i] + 6.5f);
    AMPT_CHECK(r, rel_ok(e[i], std::exp(v), 1e-5));
    AMPT_CHECK(r, rel_ok(e2[i], std::exp2(v), 1e-5));
    AMPT_CHECK(r, rel_ok(l[i], std::log(p), 1e-5));
    AMPT_CHECK(r, rel_ok(l2[i], std::log2(p), 1e-5));
    AMPT_CHECK(r, rel_ok(l10[i], std::log10(p), 1e-5));
    AMPT_CHECK_CLOSE(r, round_trip[i], v, 1e-4);
  }
  return r.finish("math/fast_exp_log");
}
