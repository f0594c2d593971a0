// math/fast_rounding: fast_math::floor, ceil, round, trunc and fabs on float
// values including negatives and halves (round: halves away from zero).
// Specification: C++ AMP 1.2, section 9.2.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const float vals[] = {-3.5f, -2.5f, -1.75f, -1.0f, -0.5f, -0.25f, 0.0f,
                        0.25f, 0.5f,  1.5f,   2.5f,  2.75f, 7.0f,   123.456f};
  const int n = int(sizeof(vals) / sizeof(vals[0]));
  std::vector<float> x(vals, vals + n), out(5 * n, 0.0f);
  concurrency::array_view<const float, 1> xv(n, x);
  concurrency::array_view<float, 2> ov(5, n, out);
  AMPT_PFE_1D(n, i, {
    float v = xv[i];
    ov(0, i[0]) = concurrency::fast_math::floor(v);
    ov(1, i[0]) = concurrency::fast_math::ceil(v);
    ov(2, i[0]) = concurrency::fast_math::round(v);
    ov(3, i[0]) = concurrency::fast_math::trunc(v);
    ov(4, i[0]) = concurrency::fast_math::fabs(v);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, out[0 * n + i], std::floor(x[i]));
    AMPT_CHECK_EQ(r, out[1 * n + i], std::ceil(x[i]));
    AMPT_CHECK_EQ(r, out[2 * n + i], std::round(x[i]));
    AMPT_CHECK_EQ(r, out[3 * n + i], std::trunc(x[i]));
    AMPT_CHECK_EQ(r, out[4 * n + i], std::fabs(x[i]));
  }
  return r.finish("math/fast_rounding");
}
