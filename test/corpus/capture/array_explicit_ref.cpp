// capture/array_explicit_ref: concurrency::array objects captured by
// reference with an explicit capture list (`[&a, &b]`), read and written in
// the kernel, copied back afterwards.
// Specification: C++ AMP 1.2, 3.2 (an array must be captured by reference),
// 5.1.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 80;
  std::vector<int> init(n);
  std::iota(init.begin(), init.end(), 0);
  array<int, 1> a(n, init.begin());
  array<int, 1> b(n);
  parallel_for_each(a.extent, [&a, &b](concurrency::index<1> i) restrict(amp) {
    b[i] = a[i] * a[i];
    a[i] = -a[i];
  });
  std::vector<int> va = a, vb = b;
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, va[i], -i);
    AMPT_CHECK_EQ(r, vb[i], i * i);
  }
  return r.finish("capture/array_explicit_ref");
}
