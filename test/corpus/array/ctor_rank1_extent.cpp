// array/ctor_rank1_extent: array<T,1> constructed from an int and from an
// extent<1>; get_extent() and the extent member agree; a kernel writes it
// through a by-reference capture and std::vector conversion reads it back.
// Specification: C++ AMP 1.2, section 5.1 (class array: constructors,
// get_extent, conversion to std::vector).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 1000;
  concurrency::array<int, 1> a(n);
  concurrency::extent<1> ext(n);
  concurrency::array<int, 1> b(ext);
  AMPT_CHECK_EQ(r, a.get_extent()[0], n);
  AMPT_CHECK(r, b.extent == concurrency::extent<1>(n));
  AMPT_CHECK_EQ(r, a.extent.size(), unsigned(n));
  concurrency::parallel_for_each(
      a.extent, [&a, &b](concurrency::index<1> i) restrict(amp) {
        a[i] = i[0] * 2;
        b[i] = a[i] + 1;
      });
  std::vector<int> va = a;
  std::vector<int> vb = b;
  AMPT_CHECK_EQ(r, int(va.size()), n);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, va[i], 2 * i);
    AMPT_CHECK_EQ(r, vb[i], 2 * i + 1);
  }
  return r.finish("array/ctor_rank1_extent");
}
