// math/fast_pow: fast_math::pow on positive float bases with integer and
// fractional exponents, against std::pow with a relative tolerance.
// Specification: C++ AMP 1.2, section 9.2 (fast_math::pow).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int nb = 16, ne = 9;
  std::vector<float> base(nb), expo(ne), out(nb * ne, 0.0f);
  for (int i = 0; i < nb; ++i)
    base[i] = 0.25f + 0.5f * i;
  for (int j = 0; j < ne; ++j)
    expo[j] = -2.0f + 0.5f * j; // -2 .. 2
  concurrency::array_view<const float, 1> bv(nb, base), xv(ne, expo);
  concurrency::array_view<float, 2> ov(nb, ne, out);
  AMPT_PFE_2D(nb, ne, idx, {
    ov[idx] = concurrency::fast_math::pow(bv[idx[0]], xv[idx[1]]);
  });
  ov.synchronize();
  for (int i = 0; i < nb; ++i)
    for (int j = 0; j < ne; ++j) {
      double want = std::pow(double(base[i]), double(expo[j]));
      AMPT_CHECK_CLOSE(r, out[i * ne + j], want, 1e-4 * want + 1e-6);
    }
  return r.finish("math/fast_pow");
}
