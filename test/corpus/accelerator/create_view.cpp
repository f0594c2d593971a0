// accelerator/create_view: accelerator::create_view() returns a new view of
// the same accelerator that differs from the default view; kernels launched
// on either view are correct, and data written through one view is seen by
// a kernel on the other.
// Specification: C++ AMP 1.2, section 3.2 (create_view) and 3.3 (class
// accelerator_view, operator==).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator acc;
  concurrency::accelerator_view v1 = acc.create_view();
  concurrency::accelerator_view v2 = acc.create_view(concurrency::queuing_mode_automatic);
  AMPT_CHECK(r, v1 != acc.get_default_view());
  AMPT_CHECK(r, v1 != v2);
  AMPT_CHECK(r, v1.get_accelerator() == acc);
  AMPT_CHECK(r, v2.get_queuing_mode() == concurrency::queuing_mode_automatic);
  concurrency::accelerator_view copy = v1;
  AMPT_CHECK(r, copy == v1);
  const int n = 256;
  std::vector<int> data(n, 1);
  concurrency::array_view<int, 1> dv(n, data);
  concurrency::parallel_for_each(
      v1, dv.extent, [=](concurrency::index<1> i) restrict(amp) { dv[i] += i[0]; });
  concurrency::parallel_for_each(
      v2, dv.extent, [=](concurrency::index<1> i) restrict(amp) { dv[i] *= 2; });
  dv.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, data[i], 2 * (1 + i));
  return r.finish("accelerator/create_view");
}
