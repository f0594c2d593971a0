// overload/free_functions: two free functions with the same signature, one
// restrict(cpu) and one restrict(amp); a kernel calls the amp one, the host
// the cpu one. Also the harness's ampt::where_am_i(), overloaded the same way.
// Specification: C++ AMP 1.2, 2.3 (overloading on restriction), 2.3.2
// (overload resolution by the caller's restriction).
#include "amp_test.h"

using namespace concurrency;

int flavour(int x) restrict(cpu) { return x + 1000; }
int flavour(int x) restrict(amp) { return x + 2000; }

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = flavour(i[0]) + 10 * ampt::where_am_i();
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], i + 2010);
  AMPT_CHECK_EQ(r, flavour(1), 1001);
  AMPT_CHECK_EQ(r, ampt::where_am_i(), 0);
  return r.finish("overload/free_functions");
}
