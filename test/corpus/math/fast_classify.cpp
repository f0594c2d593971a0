// math/fast_classify: fast_math::isnan, isinf, isfinite and signbit on
// ordinary numbers, zeros of both signs, infinities and NaN coming from the
// host.
// Specification: C++ AMP 1.2, section 9.2 (classification functions return
// int: nonzero for true).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  std::vector<float> x;
  x.push_back(1.5f);
  x.push_back(-2.0f);
  x.push_back(0.0f);
  x.push_back(-0.0f);
  x.push_back(INFINITY);
  x.push_back(-INFINITY);
  x.push_back(NAN);
  x.push_back(3.0e38f);
  const int n = int(x.size());
  std::vector<int> out(4 * n, -1);
  array_view<const float, 1> xv(n, x);
  array_view<int, 2> ov(4, n, out);
  parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) {
    float v = xv[i];
    ov(0, i[0]) = fast_math::isnan(v) ? 1 : 0;
    ov(1, i[0]) = fast_math::isinf(v) ? 1 : 0;
    ov(2, i[0]) = fast_math::isfinite(v) ? 1 : 0;
    ov(3, i[0]) = fast_math::signbit(v) ? 1 : 0;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    if (i == 6) {
      AMPT_CHECK_EQ(r, out[0 * n + i], 1); // NaN's sign is not checked
      AMPT_CHECK_EQ(r, out[1 * n + i], 0);
      AMPT_CHECK_EQ(r, out[2 * n + i], 0);
      continue;
    }
    AMPT_CHECK_EQ(r, out[0 * n + i], std::isnan(x[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[1 * n + i], std::isinf(x[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[2 * n + i], std::isfinite(x[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[3 * n + i], std::signbit(x[i]) ? 1 : 0);
  }
  return r.finish("math/fast_classify");
}
