// math/fast_frexp_ldexp_modf: fast_math::frexp (mantissa and exponent
// through an int pointer), ldexp, and modf (integral part through a float
// pointer) on float.
// Specification: C++ AMP 1.2, section 9.2.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<float> x(n), mant(n), ld(n), frac(n), ipart(n);
  std::vector<int> ex(n);
  for (int i = 0; i < n; ++i)
    x[i] = (i % 2 ? -1.0f : 1.0f) * (0.3f + 1.7f * i * i);
  concurrency::array_view<const float, 1> xv(n, x);
  concurrency::array_view<float, 1> mv(n, mant), lv(n, ld), fv(n, frac),
      pv(n, ipart);
  concurrency::array_view<int, 1> ev(n, ex);
  concurrency::parallel_for_each(
      xv.extent, [=](concurrency::index<1> i) restrict(amp) {
        int e = 0;
        mv[i] = concurrency::fast_math::frexp(xv[i], &e);
        ev[i] = e;
        lv[i] = concurrency::fast_math::ldexp(xv[i], i[0] % 7 - 3);
        float ip = 0.0f;
        fv[i] = concurrency::fast_math::modf(xv[i], &ip);
        pv[i] = ip;
      });
  mv.synchronize();
  ev.synchronize();
  lv.synchronize();
  fv.synchronize();
  pv.synchronize();
  for (int i = 0; i < n; ++i) {
    int we = 0;
    float wm = std::frexp(x[i], &we);
    AMPT_CHECK_EQ(r, mant[i], wm);
    AMPT_CHECK_EQ(r, ex[i], we);
    AMPT_CHECK_EQ(r, ld[i], std::ldexp(x[i], i % 7 - 3));
    float wi = 0.0f;
    float wf = std::modf(x[i], &wi);
    AMPT_CHECK_CLOSE(r, frac[i], wf, 1e-6);
    AMPT_CHECK_EQ(r, ipart[i], wi);
  }
  return r.finish("math/fast_frexp_ldexp_modf");
}
