// accelerator/immediate_view: a view created with queuing_mode_immediate
// reports that mode and runs kernels correctly; the default view is
// automatic; an array placed on the immediate view is used by its kernel.
// Specification: C++ AMP 1.2, section 3.3 (queuing_mode,
// get_queuing_mode).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  accelerator acc;
  accelerator_view imm = acc.create_view(queuing_mode_immediate);
  AMPT_CHECK(r, imm.get_queuing_mode() == queuing_mode_immediate);
  AMPT_CHECK(r, acc.get_default_view().get_queuing_mode() == queuing_mode_automatic);
  const int n = 100;
  array<int, 1> a(n, imm);
  parallel_for_each(imm, a.extent, [&a](concurrency::index<1> i) restrict(amp) {
    a[i] = 5 * i[0];
  });
  imm.wait();
  std::vector<int> got = a;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, got[i], 5 * i);
  return r.finish("accelerator/immediate_view");
}
