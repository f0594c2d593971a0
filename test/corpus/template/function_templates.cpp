// template/function_templates: restrict(amp) and restrict(cpu, amp) function
// templates with deduced and explicit arguments, overloaded templates
// (partial ordering picks the pointer-free, more specialized one), and a
// default template argument.
// Specification: C++ AMP 1.2, 2.1; ISO C++ templates in amp code.
#include "amp_test.h"

using namespace concurrency;

template <class T> T max_of(T a, T b) restrict(cpu, amp) { return a < b ? b : a; }
template <class T> T max_of(T a, T b, T c) restrict(cpu, amp) { return max_of(max_of(a, b), c); }

template <class To, class From> To convert(From f) restrict(amp) { return static_cast<To>(f); }

template <class T, class U = T> U widen(T x) restrict(cpu, amp) { return static_cast<U>(x) * 2; }

int main() {
  ampt::test_result r;
  const int n = 30;
  std::vector<float> out(n);
  array_view<float, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    int m = max_of(i[0], 10, 20 - i[0]);
    float f = convert<float>(m) + widen(0.25f) + widen<int, float>(i[0] % 2);
    v[i] = f;
  });
  for (int i = 0; i < n; ++i) {
    int m = max_of(i, 10, 20 - i);
    AMPT_CHECK_CLOSE(r, v[i], m + 0.5f + 2.0f * (i % 2), 1e-5);
  }
  return r.finish("template/function_templates");
}
