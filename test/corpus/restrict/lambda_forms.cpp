// restrict/lambda_forms: restriction specifiers on lambdas in every form
// inside a kernel and on the host: with an empty parameter list, without a
// parameter list, after `mutable`, before a trailing return type, and
// restrict(cpu, amp) lambdas called on both sides.
// Specification: C++ AMP 1.2, 2.1 (lambda-declarator with
// restriction-specifier-seq), 2.2.2 (lambdas in amp code).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> out(n * 4);
  array_view<int, 2> v(n, 4, out);
  auto both = [](int x) restrict(cpu, amp) -> int { return x * 5 + 1; };
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    int base = i[0];
    auto empty_params = [=]() restrict(amp) { return base + 1; };
    auto no_params = [=] restrict(amp) { return base + 2; };
    auto counter = [base]() mutable restrict(amp) {
      base += 10;
      return base;
    };
    auto trailing = [](int a, int b) restrict(amp) -> int { return a * b; };
    v(i[0], 0) = empty_params() + no_params();
    counter();
    v(i[0], 1) = counter();
    v(i[0], 2) = trailing(base, 3);
    v(i[0], 3) = both(base);
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 2 * i + 3);
    AMPT_CHECK_EQ(r, v(i, 1), i + 20);
    AMPT_CHECK_EQ(r, v(i, 2), 3 * i);
    AMPT_CHECK_EQ(r, v(i, 3), both(i));
  }
  return r.finish("restrict/lambda_forms");
}
