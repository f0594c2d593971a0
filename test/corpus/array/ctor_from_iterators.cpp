// array/ctor_from_iterators: arrays initialised from a pair of iterators,
// from a single begin iterator, and from a raw host pointer (an iterator
// too); the contents reach the accelerator.
// Specification: C++ AMP 1.2, section 5.1 (array(const extent<N>&,
// InputIterator srcBegin[, InputIterator srcEnd])).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 300;
  std::vector<int> src(n);
  for (int i = 0; i < n; ++i)
    src[i] = i * i - 7;
  int raw[12];
  for (int i = 0; i < 12; ++i)
    raw[i] = 100 + i;
  concurrency::array<int, 1> a(concurrency::extent<1>(n), src.begin(), src.end());
  concurrency::array<int, 1> b(concurrency::extent<1>(n), src.begin());
  concurrency::array<int, 2> c(concurrency::extent<2>(3, 4), raw);
  concurrency::array<int, 1> sums(n);
  concurrency::parallel_for_each(
      a.extent,
      [&a, &b, &c, &sums](concurrency::index<1> i) restrict(amp) {
        sums[i] = a[i] + b[i] + c(i[0] % 3, i[0] % 4);
      });
  std::vector<int> got = sums;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, got[i], 2 * src[i] + raw[(i % 3) * 4 + i % 4]);
  return r.finish("array/ctor_from_iterators");
}
