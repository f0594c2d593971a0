// restrict/duplicated_words: a restriction specifier may name the same
// restriction more than once; `restrict(amp, amp)` is restrict(amp) and
// `restrict(cpu, amp, cpu)` / `restrict(cpu) restrict(cpu, amp)` are
// restrict(cpu, amp).
// Specification: C++ AMP 1.2, 2.1 (restriction-specifier-seq).
#include "amp_test.h"

using namespace concurrency;

int twice(int x) restrict(amp, amp) { return 2 * x; }

int plus_ten(int x) restrict(cpu, amp, cpu) { return x + 10; }

int minus_one(int x) restrict(cpu) restrict(cpu, amp) { return x - 1; }

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> data(n);
  std::iota(data.begin(), data.end(), 0);
  array_view<int, 1> v(n, data);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp, amp) {
    v[i] = minus_one(plus_ten(twice(v[i])));
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], minus_one(plus_ten(2 * i)));
  return r.finish("restrict/duplicated_words");
}
