// lambda/nested_lambdas: lambdas defined and called inside a kernel: a
// lambda capturing the kernel's locals by value, a lambda taking another
// lambda as argument (through a template parameter), and a lambda returning a
// lambda.
// Specification: C++ AMP 1.2, 2.2.2 (lambdas in amp code inherit
// restrict(amp)).
#include "amp_test.h"

using namespace concurrency;

template <class F> int apply_twice(F f, int x) restrict(amp) { return f(f(x)); }

int main() {
  ampt::test_result r;
  const int n = 30;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    int k = i[0] % 3 + 1;
    auto add_k = [=](int x) { return x + k; };
    auto make_mul = [](int m) {
      return [m](int x) { return x * m; };
    };
    auto times5 = make_mul(5);
    v[i] = times5(apply_twice(add_k, i[0]));
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 5 * (i + 2 * (i % 3 + 1)));
  return r.finish("lambda/nested_lambdas");
}
