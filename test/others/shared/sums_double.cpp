// shared/sums_double: the shared header's reduction and smoothing with
// double, in a third source, and Shared::Transform with a lambda that calls
// the harness's restriction-overloaded helpers.
#include "amp_verify.h"
#include "shared_kernels.h"

using namespace Concurrency;

int main() {
  Verify::Log log("shared/sums_double");
  std::vector<double> v(4096);
  for (size_t i = 0; i < v.size(); ++i)
    v[i] = (i % 2 ? -1.0 : 1.0) * 0.25;
  VERIFY_EQUAL(log, Shared::TileSums(v), 0.0);

  std::vector<double> data(v), want(v);
  auto mag = [](double x) restrict(amp, cpu) {
    return Verify::Math::Abs(x) + (Verify::Math::IsNan(x) ? 1.0 : 0.0);
  };
  Shared::Transform(array_view<double, 1>(4096, data), mag);
  Shared::TransformOnHost(want, mag);
  array_view<double, 1>(4096, data).synchronize();
  VERIFY_CHECK(log, data == want);
  VERIFY_EQUAL(log, Shared::TileSums(data), 1024.0);
  return log.Finish();
}
