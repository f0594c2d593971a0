// lambda/captured_lambda: a restrict(amp) lambda created on the host and
// captured by value by the kernel, which calls it; and a restrict(cpu, amp)
// lambda captured the same way and also called on the host for the
// reference.
// Specification: C++ AMP 1.2, 3.2 (captured objects are copied to the
// accelerator); 2.1 (restricted lambdas).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  int k = 6;
  auto device_op = [k](int x) restrict(amp) { return x * k; };
  auto shared_op = [](int x) restrict(cpu, amp) { return x ^ 5; };
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = shared_op(device_op(i[0]));
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], shared_op(6 * i));
  return r.finish("lambda/captured_lambda");
}
