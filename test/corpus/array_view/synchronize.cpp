// array_view/synchronize: after a kernel writes a view, synchronize()
// updates the host container (no element access needed); a second kernel
// after synchronize still sees the data; synchronize of a section updates
// that section.
// Specification: C++ AMP 1.2, section 5.2 (array_view::synchronize).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 256;
  std::vector<int> v(n, 0);
  concurrency::array_view<int, 1> av(n, v);
  AMPT_PFE_1D(n, i, { av[i] = i[0] * 3; });
  av.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 3 * i);
  AMPT_PFE_1D(n, i, { av[i] += 1; });
  concurrency::array_view<int, 1> first_half = av.section(0, n / 2);
  first_half.synchronize();
  for (int i = 0; i < n / 2; ++i)
    AMPT_CHECK_EQ(r, v[i], 3 * i + 1);
  av.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 3 * i + 1);
  return r.finish("array_view/synchronize");
}
