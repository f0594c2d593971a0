// lambda/kernel_macros: kernels written through the harness's launching
// macros, whose expansions hold the restrict(amp) lambda: AMPT_PFE_1D,
// AMPT_PFE_2D (body with commas) and AMPT_TILED_1D.
// Specification: C++ AMP 1.2, 3.2 (parallel_for_each over extent and
// tiled_extent).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 64, rows = 6, cols = 10;
  std::vector<int> a(n), b(rows * cols), c(n);
  array_view<int, 1> av(n, a);
  array_view<int, 2> bv(rows, cols, b);
  array_view<int, 1> cv(n, c);
  AMPT_PFE_1D(n, i, av[i] = 2 * i[0] + 1;);
  AMPT_PFE_2D(rows, cols, ix, int r0 = ix[0], c0 = ix[1]; bv[ix] = r0 * 100 + c0;);
  AMPT_TILED_1D(n, 16, t, cv[t.global] = t.tile[0] * 1000 + t.local[0];);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, av[i], 2 * i + 1);
    AMPT_CHECK_EQ(r, cv[i], (i / 16) * 1000 + i % 16);
  }
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < cols; ++x)
      AMPT_CHECK_EQ(r, bv(y, x), y * 100 + x);
  return r.finish("lambda/kernel_macros");
}
