// restrict/free_functions: free functions restricted to amp, to cpu and amp,
// and unrestricted (implicitly restrict(cpu)). A kernel calls the amp and the
// cpu,amp functions; the host computes the reference with the cpu,amp and cpu
// functions.
// Specification: C++ AMP 1.2, 2.1 (syntax), 2.2 (restriction semantics).
#include "amp_test.h"

using namespace concurrency;

int triple(int x) restrict(amp) { return 3 * x; }

int add_one(int x) restrict(cpu, amp) { return x + 1; }

int host_reference(int x) restrict(cpu) { return add_one(3 * x); }

// No clause at all: the same as restrict(cpu).
int plain_host(int x) { return add_one(x) - 1; }

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<int> data(n);
  std::iota(data.begin(), data.end(), -10);
  array_view<int, 1> v(n, data);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = add_one(triple(v[i]));
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], host_reference(i - 10));
  AMPT_CHECK_EQ(r, plain_host(5), 5);
  return r.finish("restrict/free_functions");
}
