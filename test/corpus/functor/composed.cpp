// functor/composed: a kernel function object that holds other function
// objects as members (composition through templates): compose<F, G> applies
// G then F; the kernel is a temporary created in the parallel_for_each call.
// Specification: C++ AMP 1.2, 3.2.
#include "amp_test.h"

using namespace concurrency;

struct add_n {
  int n;
  int operator()(int x) const restrict(amp) { return x + n; }
};
struct mul_n {
  int n;
  int operator()(int x) const restrict(amp) { return x * n; }
};

template <class F, class G> struct compose {
  F f;
  G g;
  int operator()(int x) const restrict(amp) { return f(g(x)); }
};

template <class Op> struct map_kernel {
  array_view<int, 1> v;
  Op op;
  map_kernel(array_view<int, 1> view, Op o) : v(view), op(o) {}
  void operator()(concurrency::index<1> i) const restrict(amp) { v[i] = op(v[i]); }
};

int main() {
  ampt::test_result r;
  const int n = 36;
  std::vector<int> data(n);
  std::iota(data.begin(), data.end(), 0);
  array_view<int, 1> v(n, data);
  add_n a = {5};
  mul_n m = {3};
  compose<add_n, mul_n> am = {a, m};
  parallel_for_each(v.extent, map_kernel<compose<add_n, mul_n>>(v, am));
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 3 * i + 5);
  return r.finish("functor/composed");
}
