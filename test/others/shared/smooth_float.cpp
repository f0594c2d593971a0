// shared/smooth_float: the shared header's templates with float, a
// restrict(amp) lambda handed to Shared::Transform, and a tiled reduction
// instantiated for float. shared/smooth_int uses the same header with int.
#include "amp_verify.h"
#include "shared_kernels.h"

using namespace Concurrency;

int main() {
  Verify::Log log("shared/smooth_float");
  const int n = 300;
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = static_cast<float>(i % 7);
  Shared::SmoothLine<float>(array_view<const float, 1>(n, in),
                            array_view<float, 1>(n, out));
  int wrong = 0;
  for (int i = 1; i + 1 < n; ++i)
    wrong += Verify::Math::Close(out[i],
                                 Shared::Smooth3(in[i - 1], in[i], in[i + 1]),
                                 1e-6f)
                 ? 0
                 : 1;
  VERIFY_EQUAL(log, wrong, 0);
  VERIFY_EQUAL(log, out[0], in[0]);

  std::vector<float> data(n, 2.0f), want(data);
  float k = 0.5f;
  auto halve = [=](float v) restrict(amp, cpu) { return v * k + 1.0f; };
  Shared::Transform(array_view<float, 1>(n, data), halve);
  Shared::TransformOnHost(want, halve);
  array_view<float, 1>(n, data).synchronize();
  VERIFY_CHECK(log, data == want);

  std::vector<float> ones(1000, 0.5f);
  VERIFY_EQUAL(log, Shared::TileSums(ones), 500.0f);
  return log.Finish();
}
