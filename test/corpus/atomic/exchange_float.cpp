// atomic/exchange_float: atomic_exchange(float*, float), the one atomic
// operation C++ AMP defines on float; each thread swaps its value into a
// shared cell and stores the previous one.
// Specification: C++ AMP 1.2, section 8.5 (atomic_exchange(float*, float)).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 512;
  std::vector<float> cell(1, -0.5f), prev(n, 0.0f);
  concurrency::array_view<float, 1> cv(1, cell);
  concurrency::array_view<float, 1> pv(n, prev);
  concurrency::parallel_for_each(
      pv.extent, [=](concurrency::index<1> i) restrict(amp) {
        pv[i] = concurrency::atomic_exchange(&cv[0], 0.25f * i[0]);
      });
  cv.synchronize();
  pv.synchronize();
  std::vector<float> all(prev);
  all.push_back(cell[0]);
  std::sort(all.begin(), all.end());
  AMPT_CHECK_EQ(r, all[0], -0.5f);
  for (int k = 0; k < n; ++k)
    AMPT_CHECK_EQ(r, all[k + 1], 0.25f * k);
  return r.finish("atomic/exchange_float");
}
