// math/precise_classify: precise_math isnan, isinf, isfinite, isnormal and
// signbit on float and double, including zeros, infinities, NaN and a
// subnormal double.
// Specification: C++ AMP 1.2, section 9.3 (classification functions).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator acc;
  if (!acc.get_supports_double_precision())
    return r.finish("math/precise_classify");
  std::vector<double> x;
  x.push_back(2.0);
  x.push_back(-0.0);
  x.push_back(INFINITY);
  x.push_back(-INFINITY);
  x.push_back(NAN);
  x.push_back(-7.25);
  x.push_back(1e-310); // subnormal double
  const int n = int(x.size());
  std::vector<float> xf(n);
  for (int i = 0; i < n; ++i)
    xf[i] = i == 6 ? 1.0f : float(x[i]); // no float subnormals on purpose
  std::vector<int> out(10 * n, -1);
  concurrency::array_view<const double, 1> xv(n, x);
  concurrency::array_view<const float, 1> fv(n, xf);
  concurrency::array_view<int, 2> ov(10, n, out);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> idx) restrict(amp) {
        int i = idx[0];
        double d = xv[idx];
        float f = fv[idx];
        ov(0, i) = concurrency::precise_math::isnan(d) ? 1 : 0;
        ov(1, i) = concurrency::precise_math::isinf(d) ? 1 : 0;
        ov(2, i) = concurrency::precise_math::isfinite(d) ? 1 : 0;
        ov(3, i) = concurrency::precise_math::isnormal(d) ? 1 : 0;
        ov(4, i) = concurrency::precise_math::signbit(d) ? 1 : 0;
        ov(5, i) = concurrency::precise_math::isnan(f) ? 1 : 0;
        ov(6, i) = concurrency::precise_math::isinf(f) ? 1 : 0;
        ov(7, i) = concurrency::precise_math::isfinite(f) ? 1 : 0;
        ov(8, i) = concurrency::precise_math::isnormal(f) ? 1 : 0;
        ov(9, i) = concurrency::precise_math::signbit(f) ? 1 : 0;
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, out[0 * n + i], std::isnan(x[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[1 * n + i], std::isinf(x[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[2 * n + i], std::isfinite(x[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[3 * n + i], std::isnormal(x[i]) ? 1 : 0);
    if (i != 4)
      AMPT_CHECK_EQ(r, out[4 * n + i], std::signbit(x[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[5 * n + i], std::isnan(xf[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[6 * n + i], std::isinf(xf[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[7 * n + i], std::isfinite(xf[i]) ? 1 : 0);
    AMPT_CHECK_EQ(r, out[8 * n + i], std::isnormal(xf[i]) ? 1 : 0);
    if (i != 4)
      AMPT_CHECK_EQ(r, out[9 * n + i], std::signbit(xf[i]) ? 1 : 0);
  }
  return r.finish("math/precise_classify");
}
