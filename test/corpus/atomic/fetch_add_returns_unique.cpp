// atomic/fetch_add_returns_unique: the values returned by concurrent
// atomic_fetch_add(&c, 2) calls are exactly 0, 2, 4, ..., 2(n-1), each once,
// showing the read-modify-write is indivisible. Uses a rank-2 domain.
// Specification: C++ AMP 1.2, section 8.5.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int rows = 40, cols = 50, n = rows * cols;
  std::vector<int> c(1, 0), got(n, -1);
  concurrency::array_view<int, 1> cv(1, c);
  concurrency::array_view<int, 2> gv(rows, cols, got);
  AMPT_PFE_2D(rows, cols, idx, {
    gv[idx] = concurrency::atomic_fetch_add(&cv[0], 2);
  });
  cv.synchronize();
  gv.synchronize();
  AMPT_CHECK_EQ(r, c[0], 2 * n);
  std::vector<int> seen(n, 0);
  for (int v : got) {
    AMPT_CHECK(r, v >= 0 && v < 2 * n && v % 2 == 0);
    if (v >= 0 && v < 2 * n)
      ++seen[v / 2];
  }
  for (int k = 0; k < n; ++k)
    AMPT_CHECK_EQ(r, seen[k], 1);
  return r.finish("atomic/fetch_add_returns_unique");
}
