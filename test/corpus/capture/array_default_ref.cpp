// capture/array_default_ref: a kernel with the default reference capture
// `[&]`, through which a concurrency::array (and a const array) are reached;
// the scalar it also uses is a constant expression, so nothing else needs
// capturing.
// Specification: C++ AMP 1.2, 3.2 (arrays captured by reference; `[&]` is
// allowed when only arrays are captured by it).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 50;
  std::vector<int> init(n);
  for (int i = 0; i < n; ++i)
    init[i] = i % 7;
  const concurrency::array<int, 1> src(n, init.begin(), init.end());
  concurrency::array<int, 1> dst(n);
  concurrency::parallel_for_each(dst.extent, [&](concurrency::index<1> i) restrict(amp) {
    dst[i] = src[i] * 3 + 1;
  });
  std::vector<int> out(n);
  concurrency::copy(dst, out.begin());
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], (i % 7) * 3 + 1);
  return r.finish("capture/array_default_ref");
}
