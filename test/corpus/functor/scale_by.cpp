// functor/scale_by: the harness's ampt::scale_by<T> (an aggregate function
// object with a restrict(amp) operator()) used inside kernels, for int and
// float, captured by value and created inside the kernel.
// Specification: C++ AMP 1.2, 2.1 (restrict(amp) member functions of
// function objects called from amp code).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 60;
  std::vector<int> a(n);
  std::vector<float> b(n);
  std::iota(a.begin(), a.end(), 0);
  array_view<int, 1> av(n, a);
  array_view<float, 1> bv(n, b);
  ampt::scale_by<int> triple = {3};
  parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    ampt::scale_by<float> half = {0.5f};
    av[i] = triple(av[i]);
    bv[i] = half(static_cast<float>(av[i]));
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, av[i], 3 * i);
    AMPT_CHECK_CLOSE(r, bv[i], 1.5f * i, 1e-5);
  }
  return r.finish("functor/scale_by");
}
