// template/element_types: one kernel template instantiated for int,
// unsigned, float and double elements (a polynomial evaluated per element),
// checked against the same template run on the host.
// Specification: C++ AMP 1.2, 2.4.1 (int, unsigned int, float, double in amp
// code), 3.2.
#include "amp_test.h"

using namespace concurrency;

template <class T> T poly(T x) restrict(cpu, amp) { return (x * x + T(3)) * x + T(1); }

template <class T> bool run_for(ampt::test_result &r, T step) {
  const int n = 24;
  std::vector<T> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = static_cast<T>(i) * step;
  array_view<T, 1> v(n, data);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] = poly(v[i]); });
  int before = r.failures();
  for (int i = 0; i < n; ++i) {
    T e = poly(static_cast<T>(i) * step);
    AMPT_CHECK_CLOSE(r, v[i], e, 1e-3 * (1.0 + std::fabs(static_cast<double>(e))));
  }
  return r.failures() == before;
}

int main() {
  ampt::test_result r;
  AMPT_CHECK(r, run_for<int>(r, 1));
  AMPT_CHECK(r, run_for<unsigned>(r, 2u));
  AMPT_CHECK(r, run_for<float>(r, 0.5f));
  AMPT_CHECK(r, run_for<double>(r, 0.125));
  return r.finish("template/element_types");
}
