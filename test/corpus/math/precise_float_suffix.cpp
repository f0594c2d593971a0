// math/precise_float_suffix: precise_math's float functions with the `f`
// suffix (sqrtf, sinf, cosf, expf, logf, powf, atan2f, cbrtf, hypotf) on
// the accelerator, against <cmath> with tight relative tolerances.
// Specification: C++ AMP 1.2, section 9.3 (precise_math, float forms).
#include "amp_test.h"

namespace {
bool rel_ok(double got, double want) {
  return std::fabs(got - want) <= 1e-6 * std::fabs(want) + 1e-7; // a few ulp
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = 64, k = 9;
  std::vector<float> x(n), out(k * n, 0.0f);
  for (int i = 0; i < n; ++i)
    x[i] = 0.05f + 0.11f * i;
  concurrency::array_view<const float, 1> xv(n, x);
  concurrency::array_view<float, 2> ov(k, n, out);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
        using namespace concurrency::precise_math;
        int i = idx[0];
        float v = xv[idx];
        ov(0, i) = concurrency::precise_math::sqrtf(v);
        ov(1, i) = concurrency::precise_math::sinf(v);
        ov(2, i) = concurrency::precise_math::cosf(v);
        ov(3, i) = concurrency::precise_math::expf(v * 0.5f);
        ov(4, i) = concurrency::precise_math::logf(v);
        ov(5, i) = concurrency::precise_math::powf(v, 2.5f);
        ov(6, i) = concurrency::precise_math::atan2f(v, 2.0f);
        ov(7, i) = concurrency::precise_math::cbrtf(v);
        ov(8, i) = concurrency::precise_math::hypotf(v, 3.0f);
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    float v = x[i];
    AMPT_CHECK(r, rel_ok(out[0 * n + i], std::sqrt(v)));
    AMPT_CHECK(r, std::fabs(out[1 * n + i] - std::sin(double(v))) < 1e-6);
    AMPT_CHECK(r, std::fabs(out[2 * n + i] - std::cos(double(v))) < 1e-6);
    AMPT_CHECK(r, rel_ok(out[3 * n + i], std::exp(double(v * 0.5f))));
    AMPT_CHECK(r, std::fabs(out[4 * n + i] - std::log(double(v))) < 1e-6);
    AMPT_CHECK(r, rel_ok(out[5 * n + i], std::pow(double(v), 2.5)));
    AMPT_CHECK(r, rel_ok(out[6 * n + i], std::atan2(double(v), 2.0)));
    AMPT_CHECK(r, rel_ok(out[7 * n + i], std::cbrt(double(v))));
    AMPT_CHECK(r, rel_ok(out[8 * n + i], std::hypot(double(v), 3.0)));
  }
  return r.finish("math/precise_float_suffix");
}
