// accelerator/double_precision: supports_double_precision implies
// supports_limited_double_precision; where double precision is supported a
// kernel computes in double and keeps more than float precision.
// Specification: C++ AMP 1.2, section 3.2 (get_supports_double_precision,
// get_supports_limited_double_precision) and 2.4.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator acc;
  bool full = acc.get_supports_double_precision();
  bool limited = acc.get_supports_limited_double_precision();
  AMPT_CHECK(r, !full || limited);
  if (!full) {
    std::printf("  no full double precision: kernel part skipped\n");
    return r.finish("accelerator/double_precision");
  }
  const int n = 64;
  std::vector<double> out(n, 0.0);
  concurrency::array_view<double, 1> ov(n, out);
  concurrency::parallel_for_each(
      ov.extent, [=](concurrency::index<1> i) restrict(amp) {
        double x = 1.0 + i[0] * 1e-12; // indistinguishable from 1 in float
        ov[i] = (x - 1.0) * 1e12;
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, out[i], double(i), 1e-3);
  return r.finish("accelerator/double_precision");
}
