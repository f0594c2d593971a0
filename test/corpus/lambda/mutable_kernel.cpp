// lambda/mutable_kernel: a `mutable` kernel lambda: each work item works on
// its own copy of the captured scalars and may modify it; the captured values
// seen by the host are unchanged afterwards.
// Specification: C++ AMP 1.2, 2.1 (mutable precedes the restriction
// specifier), 3.2.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 45;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  int steps = 0;
  int acc = 1;
  parallel_for_each(v.extent, [=](concurrency::index<1> i) mutable restrict(amp) {
    for (steps = 0; steps < i[0] % 4; ++steps)
      acc *= 2;
    v[i] = acc + steps;
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], (1 << (i % 4)) + i % 4);
  AMPT_CHECK_EQ(r, steps, 0);
  AMPT_CHECK_EQ(r, acc, 1);
  return r.finish("lambda/mutable_kernel");
}
