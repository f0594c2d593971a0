// overload/operators: member and free operators overloaded on restriction:
// operator+ (free), operator[] and operator*= (members) have a cpu and an amp
// version computing different things, so the results tell which ran.
// Specification: C++ AMP 1.2, 2.3.
#include "amp_test.h"

using namespace concurrency;

struct money {
  int cents;
  int operator[](int i) const restrict(cpu) { return i == 0 ? cents / 100 : cents % 100; }
  int operator[](int i) const restrict(amp) { return i == 0 ? cents / 100 + 1 : cents % 100 + 1; }
  money &operator*=(int k) restrict(cpu) { cents *= k; return *this; }
  money &operator*=(int k) restrict(amp) { cents *= k + 1; return *this; }
};

money operator+(money a, money b) restrict(cpu) { money m = {a.cents + b.cents}; return m; }
money operator+(money a, money b) restrict(amp) { money m = {a.cents + b.cents + 1}; return m; }

int main() {
  ampt::test_result r;
  const int n = 12;
  std::vector<int> out(n * 2);
  array_view<int, 2> v(n, 2, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    money a = {i[0] * 150};
    money b = {25};
    money c = a + b; // amp: +1
    c *= 2;          // amp: *3
    v(i[0], 0) = c[0];
    v(i[0], 1) = c[1];
  });
  for (int i = 0; i < n; ++i) {
    int cents = (i * 150 + 25 + 1) * 3;
    AMPT_CHECK_EQ(r, v(i, 0), cents / 100 + 1);
    AMPT_CHECK_EQ(r, v(i, 1), cents % 100 + 1);
  }
  money h = {100};
  money s = h + h;
  s *= 2;
  AMPT_CHECK_EQ(r, s.cents, 400);
  AMPT_CHECK_EQ(r, s[0], 4);
  return r.finish("overload/operators");
}
