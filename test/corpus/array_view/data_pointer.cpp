// array_view/data_pointer: array_view<T,1>::data() on the host returns a
// pointer to contiguous elements holding the latest values (after a kernel
// wrote them); for a view over a vector it points into that vector.
// Specification: C++ AMP 1.2, section 5.2 (array_view<T,1>::data()).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 50;
  std::vector<int> v(n, 0);
  array_view<int, 1> av(n, v);
  parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    av[i] = 1000 - i[0];
  });
  int *p = av.data();
  AMPT_CHECK(r, p == v.data());
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, p[i], 1000 - i);
  array_view<int, 1> sec = av.section(10, 5);
  AMPT_CHECK(r, sec.data() == v.data() + 10);
  array_view<const int, 1> cv = av;
  const int *cp = cv.data();
  AMPT_CHECK_EQ(r, cp[n - 1], 1000 - (n - 1));
  return r.finish("array_view/data_pointer");
}
