// atomic/compare_exchange_int: atomic_compare_exchange(int*, int*, int) in a
// retry loop implements an atomic multiply-by-3-modulo; the expected value
// is updated on failure. Also checks the bool result and the update of
// *expected for a single failing call.
// Specification: C++ AMP 1.2, section 8.5 (atomic_compare_exchange).
#include "amp_test.h"

using namespace concurrency;

namespace {
// Atomically replaces *p with (*p * 3 + 1) % 1000003 and returns the old
// value. Every thread ends its loop: some thread's exchange succeeds on
// each round.
int fetch_affine(int *p) restrict(amp) {
  int expected = *p;
  while (!atomic_compare_exchange(p, &expected, (expected * 3 + 1) % 1000003)) {
  }
  return expected;
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<int> cell(2, 0);
  cell[0] = 1;
  cell[1] = 42;
  std::vector<int> flags(2, -7);
  array_view<int, 1> cv(2, cell);
  array_view<int, 1> fv(2, flags);
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    fetch_affine(&cv[0]);
    if (i[0] == 0) {
      int wrong = 41; // cv[1] holds 42: must fail and report 42
      bool ok = atomic_compare_exchange(&cv[1], &wrong, 0);
      fv[0] = ok ? 1 : 0;
      fv[1] = wrong;
    }
  });
  cv.synchronize();
  fv.synchronize();
  long long want = 1;
  for (int k = 0; k < n; ++k)
    want = (want * 3 + 1) % 1000003;
  AMPT_CHECK_EQ(r, (long long)cell[0], want);
  AMPT_CHECK_EQ(r, cell[1], 42);
  AMPT_CHECK_EQ(r, flags[0], 0);
  AMPT_CHECK_EQ(r, flags[1], 42);
  return r.finish("atomic/compare_exchange_int");
}
