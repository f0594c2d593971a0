// template/rank_generic: code generic over the rank N: a function template
// taking array_view<T, N> launches over its extent with index<N>, and a
// restrict(amp) template computes the linear position of an index<N>;
// instantiated for ranks 1, 2 and 3.
// Specification: C++ AMP 1.2, 4.1, 4.2 (index<N>, extent<N>), 3.2.
#include "amp_test.h"

using namespace concurrency;

template <int N> int linear(const concurrency::index<N> &i, const extent<N> &e) restrict(amp) {
  int p = 0;
  for (int d = 0; d < N; ++d)
    p = p * e[d] + i[d];
  return p;
}

template <class T, int N> void number_elements(array_view<T, N> v) {
  extent<N> e = v.extent;
  parallel_for_each(e, [=](concurrency::index<N> i) restrict(amp) {
    v[i] = static_cast<T>(linear(i, e));
  });
}

int main() {
  ampt::test_result r;
  std::vector<int> a(10), b(4 * 6), c(2 * 3 * 4);
  array_view<int, 1> av(10, a);
  array_view<int, 2> bv(4, 6, b);
  array_view<int, 3> cv(2, 3, 4, c);
  number_elements(av);
  number_elements(bv);
  number_elements(cv);
  av.synchronize();
  bv.synchronize();
  cv.synchronize();
  for (int i = 0; i < 10; ++i)
    AMPT_CHECK_EQ(r, a[i], i);
  for (int i = 0; i < 24; ++i)
    AMPT_CHECK_EQ(r, b[i], i);
  for (int i = 0; i < 24; ++i)
    AMPT_CHECK_EQ(r, c[i], i);
  return r.finish("template/rank_generic");
}
