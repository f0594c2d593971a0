// restrict/member_qualifiers: the restriction specifier of a member function
// follows its cv-qualifiers and ref-qualifier: `const restrict(amp)`,
// `& restrict(amp)`, `const & restrict(cpu, amp)`, `&& restrict(amp)`.
// Specification: C++ AMP 1.2, 2.1 (grammar of parameters-and-qualifiers).
#include "amp_test.h"

using namespace concurrency;

struct pair_sum {
  int a;
  int b;

  int sum() const restrict(amp) { return a + b; }
  void bump() & restrict(amp) { a += 1; }
  int weighted(int w) const & restrict(cpu, amp) { return a * w + b; }
  int consumed() && restrict(amp) { return a - b; }
  int volatile_free() volatile restrict(cpu) { return 0; }
};

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> out(n * 3);
  array_view<int, 2> v(n, 3, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    pair_sum p;
    p.a = i[0];
    p.b = 2 * i[0];
    v(i[0], 0) = p.sum();
    p.bump();
    v(i[0], 1) = p.weighted(3);
    pair_sum q;
    q.a = 100;
    q.b = i[0];
    v(i[0], 2) = static_cast<pair_sum &&>(q).consumed();
  });
  for (int i = 0; i < n; ++i) {
    pair_sum h = {i + 1, 2 * i};
    AMPT_CHECK_EQ(r, v(i, 0), 3 * i);
    AMPT_CHECK_EQ(r, v(i, 1), h.weighted(3));
    AMPT_CHECK_EQ(r, v(i, 2), 100 - i);
  }
  return r.finish("restrict/member_qualifiers");
}
