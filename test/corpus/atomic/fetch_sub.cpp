// atomic/fetch_sub: atomic_fetch_sub on int and unsigned int; the values
// returned are the previous contents, so every returned value is distinct.
// Specification: C++ AMP 1.2, section 8.5 (atomic_fetch_sub).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 2048;
  std::vector<int> counter(1, n);
  std::vector<unsigned> ucounter(1, 10u * n);
  std::vector<int> seen(n, 0);
  concurrency::array_view<int, 1> cv(1, counter);
  concurrency::array_view<unsigned, 1> uv(1, ucounter);
  concurrency::array_view<int, 1> sv(n, seen);
  concurrency::parallel_for_each(
      sv.extent, [=](concurrency::index<1> i) restrict(amp) {
        int old = concurrency::atomic_fetch_sub(&cv[0], 1);
        // old runs over n..1; mark slot old-1 as taken.
        concurrency::atomic_fetch_add(&sv[old - 1], 1);
        concurrency::atomic_fetch_sub(&uv[0], 7u);
      });
  cv.synchronize();
  uv.synchronize();
  sv.synchronize();
  AMPT_CHECK_EQ(r, counter[0], 0);
  AMPT_CHECK_EQ(r, ucounter[0], 10u * n - 7u * n);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, seen[i], 1);
  return r.finish("atomic/fetch_sub");
}
