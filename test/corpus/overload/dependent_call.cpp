// overload/dependent_call: a call whose arguments depend on a template
// parameter is resolved at instantiation, within the restriction of the
// function template that makes it: the restrict(amp) template picks the amp
// overloads, the restrict(cpu) template the cpu ones, for int and float.
// Specification: C++ AMP 1.2, 2.3.2; ISO C++ two-phase lookup.
#include "amp_test.h"

using namespace concurrency;

int route(int) restrict(cpu) { return 1; }
int route(int) restrict(amp) { return 2; }
int route(float) restrict(cpu) { return 3; }
int route(float) restrict(amp) { return 4; }

template <class T> int on_device(T x) restrict(amp) { return route(x) * 10 + route(x + x); }
template <class T> int on_host(T x) restrict(cpu) { return route(x) * 10 + route(x + x); }

int main() {
  ampt::test_result r;
  const int n = 6;
  std::vector<int> out(n * 2);
  array_view<int, 2> v(n, 2, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    v(i[0], 0) = on_device(i[0]);
    v(i[0], 1) = on_device(static_cast<float>(i[0]));
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 22);
    AMPT_CHECK_EQ(r, v(i, 1), 44);
  }
  AMPT_CHECK_EQ(r, on_host(1), 11);
  AMPT_CHECK_EQ(r, on_host(1.0f), 33);
  return r.finish("overload/dependent_call");
}
