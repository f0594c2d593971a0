// math/fast_fmin_fmax_fmod: fast_math::fmin, fmax and fmod on float pairs
// with mixed signs.
// Specification: C++ AMP 1.2, section 9.2.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<float> a(n), b(n), mn(n), mx(n), md(n);
  for (int i = 0; i < n; ++i) {
    a[i] = (i - 32) * 0.75f;
    b[i] = (i % 2 ? 1.0f : -1.0f) * (0.5f + (i % 5));
  }
  array_view<const float, 1> av(n, a), bv(n, b);
  array_view<float, 1> mnv(n, mn), mxv(n, mx), mdv(n, md);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    mnv[i] = fast_math::fmin(av[i], bv[i]);
    mxv[i] = fast_math::fmax(av[i], bv[i]);
    mdv[i] = fast_math::fmod(av[i], bv[i]);
  });
  mnv.synchronize();
  mxv.synchronize();
  mdv.synchronize();
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, mn[i], std::fmin(a[i], b[i]));
    AMPT_CHECK_EQ(r, mx[i], std::fmax(a[i], b[i]));
    AMPT_CHECK_CLOSE(r, md[i], std::fmod(a[i], b[i]), 1e-5);
  }
  return r.finish("math/fast_fmin_fmax_fmod");
}
