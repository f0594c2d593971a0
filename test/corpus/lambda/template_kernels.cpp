// lambda/template_kernels: kernels inside function templates and a member
// function template: the lambda's body depends on the template parameters
// (element type and a non-type constant), instantiated several times.
// Specification: C++ AMP 1.2, 3.2.
#include "amp_test.h"

using namespace concurrency;

template <class T, int Shift> void add_shift(array_view<T, 1> v) {
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = v[i] + static_cast<T>(Shift);
  });
}

struct runner {
  template <class T> void square_all(array_view<T, 1> v) const {
    parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] = v[i] * v[i]; });
  }
};

int main() {
  ampt::test_result r;
  const int n = 33;
  std::vector<int> a(n);
  std::vector<float> b(n);
  std::vector<double> c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0.5f * i;
    c[i] = 0.25 * i;
  }
  array_view<int, 1> av(n, a);
  array_view<float, 1> bv(n, b);
  array_view<double, 1> cv(n, c);
  add_shift<int, 5>(av);
  add_shift<float, -1>(bv);
  add_shift<double, 2>(cv);
  runner rn;
  rn.square_all(av);
  rn.square_all(bv);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, av[i], (i + 5) * (i + 5));
    AMPT_CHECK_CLOSE(r, bv[i], (0.5f * i - 1) * (0.5f * i - 1), 1e-4);
    AMPT_CHECK_CLOSE(r, cv[i], 0.25 * i + 2, 1e-12);
  }
  return r.finish("lambda/template_kernels");
}
