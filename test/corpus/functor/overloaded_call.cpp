// functor/overloaded_call: a function object whose operator() is overloaded
// on restriction: the amp version is the kernel, the cpu version (same
// signature) computes the reference on the host from the same object.
// Specification: C++ AMP 1.2, 2.3 (overloading on restriction), 3.2.
#include "amp_test.h"

using namespace concurrency;

struct collatz_steps {
  array_view<int, 1> out;
  int steps(int x) const restrict(cpu, amp) {
    int s = 0;
    while (x != 1 && s < 1000) {
      x = (x % 2) ? 3 * x + 1 : x / 2;
      ++s;
    }
    return s;
  }
  void operator()(concurrency::index<1> i) const restrict(amp) { out[i] = steps(i[0] + 1); }
  void operator()(concurrency::index<1> i) const restrict(cpu) { out[i] = -steps(i[0] + 1); }
};

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<int> dev(n), host(n);
  array_view<int, 1> dv(n, dev), hv(n, host);
  collatz_steps k = {dv};
  parallel_for_each(dv.extent, k);
  collatz_steps h = {hv};
  for (int i = 0; i < n; ++i)
    h(concurrency::index<1>(i));
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, dv[i], -hv[i]);
  AMPT_CHECK_EQ(r, dv[26], 111); // 27 takes 111 steps
  return r.finish("functor/overloaded_call");
}
