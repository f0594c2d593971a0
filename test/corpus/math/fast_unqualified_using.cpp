// math/fast_unqualified_using: a restrict(amp) helper with
// `using namespace concurrency::fast_math;` calls sqrt, fabs, exp and
// fmax unqualified, as much C++ AMP code does; results against <cmath>.
// Specification: C++ AMP 1.2, section 9.2 (fast_math namespace) and
// section 2.3.2 (overload resolution among amp-restricted functions).
#include "amp_test.h"

namespace {
float soft_norm(float a, float b) restrict(amp) {
  using namespace concurrency::fast_math;
  return fmax(sqrt(a * a + b * b), fabs(a)) + exp(-fabs(b));
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = 100;
  std::vector<float> a(n), b(n), out(n, 0.0f);
  for (int i = 0; i < n; ++i) {
    a[i] = 0.1f * i - 5.0f;
    b[i] = 3.0f - 0.07f * i;
  }
  concurrency::array_view<const float, 1> av(n, a), bv(n, b);
  concurrency::array_view<float, 1> ov(n, out);
  concurrency::parallel_for_each(
      ov.extent, [=](concurrency::index<1> i) restrict(amp) {
        ov[i] = soft_norm(av[i], bv[i]);
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    double want = std::fmax(std::sqrt(double(a[i]) * a[i] + double(b[i]) * b[i]),
                            std::fabs(a[i])) +
                  std::exp(-std::fabs(double(b[i])));
    AMPT_CHECK_CLOSE(r, out[i], want, 1e-5 * want);
  }
  return r.finish("math/fast_unqualified_using");
}
