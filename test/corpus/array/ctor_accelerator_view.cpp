// array/ctor_accelerator_view: an array placed on an explicit
// accelerator_view (a new view of the default accelerator) reports that view
// from get_accelerator_view(), and a kernel launched on that view uses it.
// Specification: C++ AMP 1.2, section 5.1 (array(const extent<N>&,
// accelerator_view), get_accelerator_view) and 3.3.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  accelerator acc;
  accelerator_view av = acc.create_view();
  const int n = 128;
  std::vector<float> init(n, 1.5f);
  array<float, 1> a(extent<1>(n), av);
  array<float, 1> b(extent<1>(n), init.begin(), init.end(), av);
  AMPT_CHECK(r, a.get_accelerator_view() == av);
  AMPT_CHECK(r, b.get_accelerator_view() == av);
  AMPT_CHECK(r, a.get_accelerator_view().get_accelerator() == acc);
  parallel_for_each(av, a.extent, [&a, &b](concurrency::index<1> i) restrict(amp) {
    a[i] = b[i] * float(i[0]);
  });
  std::vector<float> got = a;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, got[i], 1.5f * i);
  return r.finish("array/ctor_accelerator_view");
}
