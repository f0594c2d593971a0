// amp_math functions in kernels, float and double.
#include <amp2hip/amp.h>
#include <amp2hip/amp_math.h>
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 256;
  std::vector<float> x(n), y(n);
  std::vector<double> d(n);
  for (int i = 0; i < n; ++i) {
    x[i] = 0.5f + i * 0.01f;
    d[i] = 0.25 + i * 0.001;
  }
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> yv(n, y);
  array_view<double, 1> dv(n, d);
  yv.discard_data();
  parallel_for_each(yv.extent, [=] __device__(Concurrency::index<1> i) {
    using namespace fast_math;
    float s, c;
    sincos(xv[i], &s, &c);
    yv[i] = sqrt(xv[i]) + s * s + c * c + exp(log(xv[i])) + pow(xv[i], 2.0f) +
            rsqrt(xv[i]) + fmax(xv[i], 0.0f) + floor(xv[i]) + atan2(1.0f, 1.0f);
  });
  parallel_for_each(dv.extent, [=] __device__(Concurrency::index<1> i) {
    double v = dv[i];
    dv[i] = precise_math::sqrt(v) + precise_math::erfinv(v) +
            precise_math::cbrt(v) + precise_math::sinpi(v) +
            precise_math::fma(v, v, v) + (precise_math::isnan(v) ? 1.0 : 0.0) +
            double(precise_math::erff(float(v)));
  });
  yv.synchronize();
  dv.synchronize();
  float want = std::sqrt(x[3]) + 1.0f + x[3] + x[3] * x[3] +
               1.0f / std::sqrt(x[3]) + x[3] + std::floor(x[3]) +
               std::atan2(1.0f, 1.0f);
  bool ok = std::fabs(y[3] - want) < 1e-3f * want;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
