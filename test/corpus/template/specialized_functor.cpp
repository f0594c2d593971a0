// template/specialized_functor: a kernel function object template with an
// explicit specialization of its restrict(amp) operator() for one element
// type (a member specialization), and a partial specialization of the whole
// class for rank 2; the launches pick the specialized behaviour.
// Specification: C++ AMP 1.2, 3.2; 2.2 (an explicit specialization has the
// restriction of its template).
#include "amp_test.h"

using namespace concurrency;

template <class T, int N> struct bump {
  array_view<T, N> v;
  void operator()(concurrency::index<N> i) const restrict(amp) { v[i] += T(1); }
};

// Member specialization: doubles get +0.5 instead of +1.
template <> void bump<double, 1>::operator()(concurrency::index<1> i) const restrict(amp) {
  v[i] += 0.5;
}

// Partial specialization for rank 2: adds the row number.
template <class T> struct bump<T, 2> {
  array_view<T, 2> v;
  void operator()(concurrency::index<2> i) const restrict(amp) { v[i] += T(i[0]); }
};

int main() {
  ampt::test_result r;
  std::vector<int> a(10, 1);
  std::vector<double> b(10, 1.0);
  std::vector<int> c(3 * 4, 1);
  array_view<int, 1> av(10, a);
  array_view<double, 1> bv(10, b);
  array_view<int, 2> cv(3, 4, c);
  bump<int, 1> ka = {av};
  bump<double, 1> kb = {bv};
  bump<int, 2> kc = {cv};
  parallel_for_each(av.extent, ka);
  parallel_for_each(bv.extent, kb);
  parallel_for_each(cv.extent, kc);
  for (int i = 0; i < 10; ++i) {
    AMPT_CHECK_EQ(r, av[i], 2);
    AMPT_CHECK_CLOSE(r, bv[i], 1.5, 0.0);
  }
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 4; ++x)
      AMPT_CHECK_EQ(r, cv(y, x), 1 + y);
  return r.finish("template/specialized_functor");
}
