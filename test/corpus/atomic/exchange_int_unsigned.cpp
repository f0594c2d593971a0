// atomic/exchange_int_unsigned: atomic_exchange on int and unsigned int; the
// old values returned to all threads plus the final value form exactly the
// set of values that were stored (a chain of exchanges).
// Specification: C++ AMP 1.2, section 8.5 (atomic_exchange).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 1000;
  std::vector<int> slot(1, -1);
  std::vector<unsigned> uslot(1, 0xDEADu);
  std::vector<int> got(n, 0);
  std::vector<unsigned> ugot(n, 0u);
  array_view<int, 1> sv(1, slot);
  array_view<unsigned, 1> usv(1, uslot);
  array_view<int, 1> gv(n, got);
  array_view<unsigned, 1> ugv(n, ugot);
  parallel_for_each(gv.extent, [=](index<1> i) restrict(amp) {
    gv[i] = atomic_exchange(&sv[0], i[0]);
    ugv[i] = atomic_exchange(&usv[0], unsigned(i[0]) + 100000u);
  });
  sv.synchronize();
  usv.synchronize();
  gv.synchronize();
  ugv.synchronize();
  // {old values} + {final} == {-1, 0, ..., n-1}
  std::vector<int> all(got);
  all.push_back(slot[0]);
  std::sort(all.begin(), all.end());
  for (int k = 0; k <= n; ++k)
    AMPT_CHECK_EQ(r, all[k], k - 1);
  std::vector<unsigned> uall(ugot);
  uall.push_back(uslot[0]);
  std::sort(uall.begin(), uall.end());
  // 0xDEAD is below 100000, so it sorts first.
  AMPT_CHECK_EQ(r, uall[0], 0xDEADu);
  for (int k = 0; k < n; ++k)
    AMPT_CHECK_EQ(r, uall[k + 1], unsigned(k) + 100000u);
  return r.finish("atomic/exchange_int_unsigned");
}
