// template/metaprogramming: compile-time computation used inside amp code
// without SFINAE: a recursive class template (factorial),
// a type selector (if_c), a type-equality trait and a constexpr function
// evaluated as template arguments and array bounds in a kernel.
// Specification: C++ AMP 1.2, 2.4 (amp code may use templates and constant
// expressions); ISO C++.
#include "amp_test.h"

using namespace concurrency;

template <int N> struct factorial {
  static const int value = N * factorial<N - 1>::value;
};
template <> struct factorial<0> {
  static const int value = 1;
};

template <bool C, class A, class B> struct if_c {
  typedef A type;
};
template <class A, class B> struct if_c<false, A, B> {
  typedef B type;
};

template <class A, class B> struct same {
  static const bool value = false;
};
template <class A> struct same<A, A> {
  static const bool value = true;
};

// restrict(cpu, amp) and not recursive: also called at run time in the
// kernel's loop (amp code may not recurse).
constexpr int pow2(int k) restrict(cpu, amp) { return 1 << k; }

int main() {
  ampt::test_result r;
  const int n = 8;
  std::vector<int> out(n * 4);
  array_view<int, 2> v(n, 4, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    typedef if_c<(factorial<3>::value > 5), float, int>::type chosen; // float
    chosen half = chosen(1) / chosen(2);
    int table[pow2(3)];
    for (int k = 0; k < pow2(3); ++k)
      table[k] = k * k;
    v(i[0], 0) = factorial<5>::value + i[0];
    v(i[0], 1) = static_cast<int>(half * 10);
    v(i[0], 2) = same<chosen, float>::value ? 1 : 0;
    v(i[0], 3) = table[i[0]];
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 120 + i);
    AMPT_CHECK_EQ(r, v(i, 1), 5);
    AMPT_CHECK_EQ(r, v(i, 2), 1);
    AMPT_CHECK_EQ(r, v(i, 3), i * i);
  }
  return r.finish("template/metaprogramming");
}
