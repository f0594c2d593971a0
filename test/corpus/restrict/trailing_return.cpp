// restrict/trailing_return: the restriction specifier precedes a trailing
// return type: `auto f(...) restrict(amp) -> T` for free functions, members,
// function templates with a dependent (decltype) return type and lambdas.
// Specification: C++ AMP 1.2, 2.1 (restriction specifier before the
// trailing-return-type).
#include "amp_test.h"

using namespace concurrency;

auto cube(int x) restrict(amp) -> int { return x * x * x; }

auto halfway(float a, float b) restrict(cpu, amp) -> float { return (a + b) * 0.5f; }

template <class A, class B>
auto product(A a, B b) restrict(cpu, amp) -> decltype(a * b) {
  return a * b;
}

struct offsetter {
  int d;
  auto apply(int x) const restrict(amp) -> int { return x + d; }
};

int main() {
  ampt::test_result r;
  const int n = 20;
  std::vector<int> iv(n);
  std::vector<float> fv(n);
  array_view<int, 1> a(n, iv);
  array_view<float, 1> b(n, fv);
  offsetter o = {7};
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) -> void {
    auto twice = [](int x) restrict(amp) -> int { return 2 * x; };
    a[i] = o.apply(twice(cube(i[0])));
    b[i] = halfway(product(i[0], 1.5f), 1.0f);
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, a[i], 2 * i * i * i + 7);
    AMPT_CHECK_CLOSE(r, b[i], halfway(1.5f * i, 1.0f), 1e-5);
  }
  return r.finish("restrict/trailing_return");
}
