// restrict/lambda_in_both: a lambda written without a restriction inside a
// restrict(cpu, amp) function takes the enclosing restriction, so the same
// function (and its lambda) runs on the host and in a kernel.
// Specification: C++ AMP 1.2, 2.2.2 (a lambda in restricted code inherits
// the restriction of its enclosing function).
#include "amp_test.h"

using namespace concurrency;

int digit_sum(int x) restrict(cpu, amp) {
  auto next = [](int v) { return v / 10; };
  auto last = [](int v) { return v % 10; };
  int s = 0;
  while (x > 0) {
    s += last(x);
    x = next(x);
  }
  return s;
}

int main() {
  ampt::test_result r;
  const int n = 128;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = i * 37 + 5;
  array_view<int, 1> v(n, data);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = digit_sum(v[i]);
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], digit_sum(i * 37 + 5));
  return r.finish("restrict/lambda_in_both");
}
