// array_view/synchronize_to: synchronize_to(accelerator_view) makes a view's
// data current on an accelerator without a kernel, and
// synchronize_to_async returns a completion_future; a kernel then uses the
// view and the host sees its writes after synchronize().
// Specification: C++ AMP 1.2, section 5.2 (array_view::synchronize_to,
// synchronize_to_async).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator_view av = concurrency::accelerator().get_default_view();
  const int n = 200;
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = i;
  concurrency::array_view<int, 1> dv(n, v);
  dv.synchronize_to(av);
  concurrency::parallel_for_each(
      av, dv.extent, [=](concurrency::index<1> i) restrict(amp) { dv[i] *= 3; });
  dv.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 3 * i);
  concurrency::completion_future f = dv.synchronize_to_async(av);
  f.wait();
  concurrency::parallel_for_each(
      av, dv.extent, [=](concurrency::index<1> i) restrict(amp) { dv[i] += 1; });
  dv.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 3 * i + 1);
  return r.finish("array_view/synchronize_to");
}
