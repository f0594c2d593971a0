// atomic/fetch_max_min_unsigned: atomic_fetch_max and atomic_fetch_min on
// unsigned int, including values above 2^31 (which would be negative as int).
// Specification: C++ AMP 1.2, section 8.5 (unsigned overloads).
#include "amp_test.h"

using namespace Concurrency;

int main() {
  ampt::test_result r;
  const int n = 1024;
  std::vector<unsigned> vals(n);
  for (int i = 0; i < n; ++i)
    vals[i] = 0x80000000u ^ (unsigned(i) * 2654435761u);
  std::vector<unsigned> mm(2);
  mm[0] = 0u;
  mm[1] = 0xFFFFFFFFu;
  array_view<const unsigned, 1> vv(n, vals);
  array_view<unsigned, 1> mv(2, mm);
  parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) {
    unsigned old_max = atomic_fetch_max(&mv[0], vv[i]);
    unsigned old_min = atomic_fetch_min(&mv[1], vv[i]);
    (void)old_max;
    (void)old_min;
  });
  mv.synchronize();
  AMPT_CHECK_EQ(r, mm[0], *std::max_element(vals.begin(), vals.end()));
  AMPT_CHECK_EQ(r, mm[1], *std::min_element(vals.begin(), vals.end()));
  AMPT_CHECK(r, mm[0] > 0x80000000u);
  return r.finish("atomic/fetch_max_min_unsigned");
}
