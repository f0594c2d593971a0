// atomic/fetch_max_min_int: atomic_fetch_max and atomic_fetch_min on signed
// int with negative and positive values.
// Specification: C++ AMP 1.2, section 8.5 (atomic_fetch_max(int*, int),
// atomic_fetch_min(int*, int)).
#include "amp_test.h"

namespace {
int value_of(int i) restrict(cpu, amp) { return (i * 7919) % 2001 - 1000; }
} // namespace

int main() {
  ampt::test_result r;
  const int n = 5000;
  std::vector<int> mm(2);
  mm[0] = -2147483647 - 1; // max starts at INT_MIN
  mm[1] = 2147483647;      // min starts at INT_MAX
  concurrency::array_view<int, 1> mv(2, mm);
  AMPT_PFE_1D(n, i, {
    int v = value_of(i[0]);
    concurrency::atomic_fetch_max(&mv[0], v);
    concurrency::atomic_fetch_min(&mv[1], v);
  });
  mv.synchronize();
  int mx = value_of(0), mn = value_of(0);
  for (int i = 1; i < n; ++i) {
    mx = std::max(mx, value_of(i));
    mn = std::min(mn, value_of(i));
  }
  AMPT_CHECK_EQ(r, mm[0], mx);
  AMPT_CHECK_EQ(r, mm[1], mn);
  AMPT_CHECK(r, mn < 0);
  return r.finish("atomic/fetch_max_min_int");
}
