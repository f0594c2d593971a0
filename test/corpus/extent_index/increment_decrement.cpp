// extent_index/increment_decrement: prefix and postfix ++ and -- on index
// and extent (every component changes by one; postfix returns the old value).
// Specification: C++ AMP 1.2, sections 4.1 and 4.2 (operator++, operator--).
#include "amp_test.h"

using namespace concurrency;

namespace {
void run(int *o) restrict(cpu, amp) {
  index<2> i(5, 9);
  index<2> a = i++;   // a = (5,9), i = (6,10)
  index<2> b = ++i;   // b = i = (7,11)
  index<2> c = i--;   // c = (7,11), i = (6,10)
  index<2> d = --i;   // d = i = (5,9)
  o[0] = a[0] * 100 + a[1];
  o[1] = b[0] * 100 + b[1];
  o[2] = c[0] * 100 + c[1];
  o[3] = d[0] * 100 + d[1];
  extent<3> e(3, 4, 5);
  extent<3> f = e++;  // f = (3,4,5), e = (4,5,6)
  extent<3> g = --e;  // g = e = (3,4,5)
  ++e;                // (4,5,6)
  extent<3> h = e--;  // h = (4,5,6), e = (3,4,5)
  o[4] = int(f.size());
  o[5] = int(g.size());
  o[6] = int(h.size());
  o[7] = int(e.size());
}
} // namespace

int main() {
  ampt::test_result r;
  int host[8];
  run(host);
  std::vector<int> dev(8, 0);
  array_view<int, 1> dv(8, dev);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int t[8];
    run(t);
    for (int k = 0; k < 8; ++k)
      dv[k] = t[k];
  });
  dv.synchronize();
  const int want[8] = {509, 711, 711, 509, 60, 60, 120, 60};
  for (int k = 0; k < 8; ++k) {
    AMPT_CHECK_EQ(r, host[k], want[k]);
    AMPT_CHECK_EQ(r, dev[k], want[k]);
  }
  return r.finish("extent_index/increment_decrement");
}
