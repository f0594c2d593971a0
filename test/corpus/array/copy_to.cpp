// array/copy_to: array::copy_to(array&) and array::copy_to(const
// array_view&) (into a host-backed view and into a section of a view).
// Specification: C++ AMP 1.2, section 5.1 (array::copy_to).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> src(n);
  for (int i = 0; i < n; ++i)
    src[i] = 5 * i + 2;
  array<int, 1> a(n, src.begin());
  array<int, 1> b(n);
  a.copy_to(b);
  std::vector<int> host(n, 0);
  array_view<int, 1> hv(n, host);
  b.copy_to(hv);
  hv.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, host[i], src[i]);
  // Into the middle of a larger view.
  std::vector<int> big(2 * n, -1);
  array_view<int, 1> bigv(2 * n, big);
  a.copy_to(bigv.section(n / 2, n));
  bigv.synchronize();
  for (int i = 0; i < 2 * n; ++i) {
    int want = (i >= n / 2 && i < n / 2 + n) ? src[i - n / 2] : -1;
    AMPT_CHECK_EQ(r, big[i], want);
  }
  return r.finish("array/copy_to");
}
