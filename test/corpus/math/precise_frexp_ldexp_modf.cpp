// math/precise_frexp_ldexp_modf: precise_math frexp, ldexp and modf on both
// float and double, with the out-parameters (int* exponent, T* integral
// part) written in amp code; exact comparisons with <cmath>.
// Specification: C++ AMP 1.2, section 9.3.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  if (!accelerator().get_supports_double_precision())
    return r.finish("math/precise_frexp_ldexp_modf");
  const int n = 30;
  std::vector<double> xd(n), md(n), fd(n), id(n), ld(n);
  std::vector<float> xf(n), mf(n), ff(n), iff(n), lf(n);
  std::vector<int> ed(n), ef(n);
  for (int i = 0; i < n; ++i) {
    xd[i] = (i % 3 == 0 ? -1.0 : 1.0) * (1e-3 + 12.345 * i * i * i);
    xf[i] = float(xd[i]);
  }
  array_view<const double, 1> xdv(n, xd);
  array_view<const float, 1> xfv(n, xf);
  array_view<double, 1> mdv(n, md), fdv(n, fd), idv(n, id), ldv(n, ld);
  array_view<float, 1> mfv(n, mf), ffv(n, ff), ifv(n, iff), lfv(n, lf);
  array_view<int, 1> edv(n, ed), efv(n, ef);
  parallel_for_each(xdv.extent, [=](concurrency::index<1> i) restrict(amp) {
    int e = 0;
    mdv[i] = precise_math::frexp(xdv[i], &e);
    edv[i] = e;
    mfv[i] = precise_math::frexpf(xfv[i], &e);
    efv[i] = e;
    double ipd = 0.0;
    fdv[i] = precise_math::modf(xdv[i], &ipd);
    idv[i] = ipd;
    float ipf = 0.0f;
    ffv[i] = precise_math::modff(xfv[i], &ipf);
    ifv[i] = ipf;
    ldv[i] = precise_math::ldexp(xdv[i], i[0] - 15);
    lfv[i] = precise_math::ldexpf(xfv[i], i[0] % 5);
  });
  mdv.synchronize(); edv.synchronize(); mfv.synchronize(); efv.synchronize();
  fdv.synchronize(); idv.synchronize(); ffv.synchronize(); ifv.synchronize();
  ldv.synchronize(); lfv.synchronize();
  for (int i = 0; i < n; ++i) {
    int e = 0;
    AMPT_CHECK_EQ(r, md[i], std::frexp(xd[i], &e));
    AMPT_CHECK_EQ(r, ed[i], e);
    AMPT_CHECK_EQ(r, mf[i], std::frexp(xf[i], &e));
    AMPT_CHECK_EQ(r, ef[i], e);
    double ipd = 0.0;
    AMPT_CHECK_EQ(r, fd[i], std::modf(xd[i], &ipd));
    AMPT_CHECK_EQ(r, id[i], ipd);
    float ipf = 0.0f;
    AMPT_CHECK_EQ(r, ff[i], std::modf(xf[i], &ipf));
    AMPT_CHECK_EQ(r, iff[i], ipf);
    AMPT_CHECK_EQ(r, ld[i], std::ldexp(xd[i], i - 15));
    AMPT_CHECK_EQ(r, lf[i], std::ldexp(xf[i], i % 5));
  }
  return r.finish("math/precise_frexp_ldexp_modf");
}
