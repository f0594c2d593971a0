// lambda/generic_helper: a generic lambda (`auto` parameters) defined inside
// a kernel and called with int and float arguments, and a generic
// restrict(cpu, amp) lambda used on both sides.
// Specification: C++ AMP 1.2, 2.2.2 (lambdas in amp code); ISO C++14 generic
// lambdas.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 20;
  std::vector<float> out(n);
  array_view<float, 1> v(n, out);
  auto twice = [](auto x) restrict(cpu, amp) { return x + x; };
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    auto mad = [](auto a, auto b, auto c) { return a * b + c; };
    int k = mad(i[0], 2, 1);
    float f = mad(0.5f, static_cast<float>(i[0]), 0.25f);
    v[i] = static_cast<float>(twice(k)) + twice(f);
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, v[i], 2.0f * (2 * i + 1) + 2.0f * (0.5f * i + 0.25f), 1e-5);
  AMPT_CHECK_EQ(r, twice(21), 42);
  return r.finish("lambda/generic_helper");
}
