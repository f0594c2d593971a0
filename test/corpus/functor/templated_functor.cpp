// functor/templated_functor: a class template kernel, templated on the
// element type and the rank, with a templated operator() parameter
// (index<N>), instantiated for float rank 1 and int rank 2.
// Specification: C++ AMP 1.2, 3.2.
#include "amp_test.h"

template <class T, int N> struct add_constant {
  concurrency::array_view<T, N> data;
  T c;
  void operator()(concurrency::index<N> i) const restrict(amp) { data[i] += c; }
};

int main() {
  ampt::test_result r;
  const int n = 40, rows = 5, cols = 7;
  std::vector<float> a(n, 1.5f);
  std::vector<int> b(rows * cols, 3);
  concurrency::array_view<float, 1> av(n, a);
  concurrency::array_view<int, 2> bv(rows, cols, b);
  add_constant<float, 1> fa = {av, 0.25f};
  add_constant<int, 2> fb = {bv, -7};
  concurrency::parallel_for_each(av.extent, fa);
  concurrency::parallel_for_each(bv.extent, fb);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, av[i], 1.75f, 1e-6);
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < cols; ++x)
      AMPT_CHECK_EQ(r, bv(y, x), -4);
  return r.finish("functor/templated_functor");
}
