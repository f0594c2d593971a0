// template/variadic: variadic function templates in amp code: a recursive
// sum over a parameter pack, sizeof..., and a pack expanded into an
// initializer list of a local array.
// Specification: C++ AMP 1.2, 2.4 (no recursion at run time: each recursion
// level is a different instantiation); ISO C++11 variadic templates.
#include "amp_test.h"

using namespace concurrency;

template <class T> T sum_all(T x) restrict(cpu, amp) { return x; }
template <class T, class... Rest> T sum_all(T x, Rest... rest) restrict(cpu, amp) {
  return x + sum_all(rest...);
}

template <class... Ts> int count_args(Ts...) restrict(amp) { return static_cast<int>(sizeof...(Ts)); }

template <class... Ts> int largest(Ts... xs) restrict(amp) {
  int vals[] = {static_cast<int>(xs)...};
  int m = vals[0];
  for (int k = 1; k < static_cast<int>(sizeof...(Ts)); ++k)
    m = vals[k] > m ? vals[k] : m;
  return m;
}

int main() {
  ampt::test_result r;
  const int n = 12;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    int x = i[0];
    v[i] = sum_all(x, 1, 2, 3) * 100 + count_args(x, 1.0f, 2u) * 10 + largest(x % 4, 2, 1);
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], (i + 6) * 100 + 30 + std::max(i % 4, 2));
  AMPT_CHECK_EQ(r, sum_all(1, 2, 3, 4), 10);
  return r.finish("template/variadic");
}
