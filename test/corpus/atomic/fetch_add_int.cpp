// atomic/fetch_add_int: atomic_fetch_add on int from many threads, with
// positive and negative addends; the final sum is exact.
// Specification: C++ AMP 1.2, section 8.5 (atomic_fetch_add(int*, int)).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 4096;
  std::vector<int> sum(2, 0);
  concurrency::array_view<int, 1> sv(2, sum);
  AMPT_PFE_1D(n, i, {
    int v = (i[0] % 2 == 0) ? i[0] : -(i[0] / 2);
    concurrency::atomic_fetch_add(&sv[0], v);
    concurrency::atomic_fetch_add(&sv[1], 1);
  });
  sv.synchronize();
  long long want = 0;
  for (int i = 0; i < n; ++i)
    want += (i % 2 == 0) ? i : -(i / 2);
  AMPT_CHECK_EQ(r, (long long)sum[0], want);
  AMPT_CHECK_EQ(r, sum[1], n);
  return r.finish("atomic/fetch_add_int");
}
