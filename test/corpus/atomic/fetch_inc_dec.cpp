// atomic/fetch_inc_dec: atomic_fetch_inc and atomic_fetch_dec on int and
// unsigned int, counting even and odd indices.
// Specification: C++ AMP 1.2, section 8.5 (atomic_fetch_inc,
// atomic_fetch_dec).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 3001;
  std::vector<int> c(2, 0);
  std::vector<unsigned> u(2, 5000u);
  array_view<int, 1> cv(2, c);
  array_view<unsigned, 1> uvw(2, u);
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    if (i[0] % 2 == 0) {
      atomic_fetch_inc(&cv[0]);
      atomic_fetch_dec(&uvw[0]);
    } else {
      atomic_fetch_dec(&cv[1]);
      atomic_fetch_inc(&uvw[1]);
    }
  });
  cv.synchronize();
  uvw.synchronize();
  int evens = (n + 1) / 2, odds = n / 2;
  AMPT_CHECK_EQ(r, c[0], evens);
  AMPT_CHECK_EQ(r, c[1], -odds);
  AMPT_CHECK_EQ(r, u[0], 5000u - unsigned(evens));
  AMPT_CHECK_EQ(r, u[1], 5000u + unsigned(odds));
  return r.finish("atomic/fetch_inc_dec");
}
