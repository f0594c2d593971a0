// array/reference_parameter: restrict(amp) helper functions taking
// `array<T,N>&` and `const array<T,N>&` parameters, called from a kernel
// that captured the arrays by reference.
// Specification: C++ AMP 1.2, section 5.1 and 2.4 (array references as
// parameters of amp functions).
#include "amp_test.h"

namespace {
float neighbour_average(const concurrency::array<float, 1> &a, int i, int n)
    restrict(amp) {
  int l = i > 0 ? i - 1 : i;
  int rr = i < n - 1 ? i + 1 : i;
  return (a[l] + a[i] + a[rr]) / 3.0f;
}

void store(concurrency::array<float, 1> &dst, int i, float v) restrict(amp) {
  dst[i] = v;
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = 90;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = float(i % 6) * 1.5f;
  concurrency::array<float, 1> src(n, h.begin()), dst(n);
  concurrency::parallel_for_each(
      src.extent,
      [&src, &dst, n](concurrency::index<1> i) restrict(amp) {
        store(dst, i[0], neighbour_average(src, i[0], n));
      });
  std::vector<float> got = dst;
  for (int i = 0; i < n; ++i) {
    int l = i > 0 ? i - 1 : i, rr = i < n - 1 ? i + 1 : i;
    AMPT_CHECK_CLOSE(r, got[i], (h[l] + h[i] + h[rr]) / 3.0f, 1e-5);
  }
  return r.finish("array/reference_parameter");
}
