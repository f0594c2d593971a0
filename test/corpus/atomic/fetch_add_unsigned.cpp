// atomic/fetch_add_unsigned: atomic_fetch_add on unsigned int, including
// wrap-around modulo 2^32.
// Specification: C++ AMP 1.2, section 8.5
// (atomic_fetch_add(unsigned int*, unsigned int)).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 1000;
  std::vector<unsigned> acc(2, 0u);
  acc[1] = 0xFFFFFF00u; // wraps after 256 increments of 1
  array_view<unsigned, 1> av(2, acc);
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&av[0], unsigned(i[0]) * 3u);
    atomic_fetch_add(&av[1], 1u);
  });
  av.synchronize();
  unsigned want = 0;
  for (int i = 0; i < n; ++i)
    want += unsigned(i) * 3u;
  AMPT_CHECK_EQ(r, acc[0], want);
  AMPT_CHECK_EQ(r, acc[1], 0xFFFFFF00u + unsigned(n));
  return r.finish("atomic/fetch_add_unsigned");
}
