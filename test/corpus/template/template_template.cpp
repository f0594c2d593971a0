// template/template_template: a template template parameter chooses the
// operation applied by a kernel template; the operations are class templates
// with restrict(amp) static members.
// Specification: C++ AMP 1.2, 3.2; ISO C++ template template parameters.
#include "amp_test.h"

template <class T> struct plus_op {
  static T apply(T a, T b) restrict(amp) { return a + b; }
};
template <class T> struct min_op {
  static T apply(T a, T b) restrict(amp) { return a < b ? a : b; }
};

template <template <class> class Op, class T>
void combine(Concurrency::array_view<const T, 1> a, Concurrency::array_view<const T, 1> b,
             Concurrency::array_view<T, 1> out) {
  Concurrency::parallel_for_each(out.extent, [=](Concurrency::index<1> i) restrict(amp) {
    out[i] = Op<T>::apply(a[i], b[i]);
  });
}

int main() {
  ampt::test_result r;
  const int n = 28;
  std::vector<int> a(n), b(n), s(n), m(n);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = n - i;
  }
  Concurrency::array_view<const int, 1> av(n, a), bv(n, b);
  Concurrency::array_view<int, 1> sv(n, s), mv(n, m);
  combine<plus_op, int>(av, bv, sv);
  combine<min_op>(av, bv, mv);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, sv[i], n);
    AMPT_CHECK_EQ(r, mv[i], std::min(i, n - i));
  }
  return r.finish("template/template_template");
}
