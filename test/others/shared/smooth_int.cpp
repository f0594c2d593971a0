// shared/smooth_int: the templates of the shared header with int, and a
// function object class (restrict(amp, cpu) call operator) instead of a
// lambda for Shared::Transform; shared/smooth_float uses float.
#include "amp_verify.h"
#include "shared_kernels.h"

using namespace Concurrency;

class Clamp {
public:
  Clamp(int lo, int hi) : lo_(lo), hi_(hi) {}
  int operator()(int v) const VERIFY_GPU {
    return v < lo_ ? lo_ : v > hi_ ? hi_ : v;
  }

private:
  int lo_, hi_;
};

int main() {
  Verify::Log log("shared/smooth_int");
  const int n = 129;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = 4 * (i % 5);
  Shared::SmoothLine<int>(array_view<const int, 1>(n, in),
                          array_view<int, 1>(n, out));
  int wrong = 0;
  for (int i = 1; i + 1 < n; ++i)
    wrong += out[i] == Shared::Smooth3(in[i - 1], in[i], in[i + 1]) ? 0 : 1;
  VERIFY_EQUAL(log, wrong, 0);

  std::vector<int> data(in), want(in);
  Clamp clamp(3, 9);
  Shared::Transform(array_view<int, 1>(n, data), clamp);
  Shared::TransformOnHost(want, clamp);
  array_view<int, 1>(n, data).synchronize();
  VERIFY_CHECK(log, data == want);

  std::vector<int> counts(777, 3);
  VERIFY_EQUAL(log, Shared::TileSums(counts), 3 * 777);
  return log.Finish();
}
