// template/generic_launcher: a launcher template generic over the rank and
// the kernel type (`template <int N, class K> void launch(extent<N>, const
// K&)`), used with a lambda, a functor and a lambda returned by a factory
// template, for ranks 1 and 2.
// Specification: C++ AMP 1.2, 3.2 (parallel_for_each is a template over the
// rank and the kernel type).
#include "amp_test.h"

template <int N, class Kernel>
void launch(const concurrency::extent<N> &e, const Kernel &k) {
  concurrency::parallel_for_each(e, k);
}

template <class T> auto fill_with(concurrency::array_view<T, 2> v, T value) {
  return [=](concurrency::index<2> i) restrict(amp) { v[i] = value + T(i[1]); };
}

struct negate_1d {
  concurrency::array_view<int, 1> v;
  void operator()(concurrency::index<1> i) const restrict(amp) { v[i] = -v[i]; }
};

int main() {
  ampt::test_result r;
  const int n = 20;
  std::vector<int> a(n);
  std::iota(a.begin(), a.end(), 0);
  std::vector<float> b(4 * 5);
  concurrency::array_view<int, 1> av(n, a);
  concurrency::array_view<float, 2> bv(4, 5, b);
  launch(av.extent, [=](concurrency::index<1> i) restrict(amp) { av[i] *= 3; });
  negate_1d neg = {av};
  launch(av.extent, neg);
  launch(bv.extent, fill_with(bv, 0.5f));
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, av[i], -3 * i);
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 5; ++x)
      AMPT_CHECK_CLOSE(r, bv(y, x), 0.5f + x, 0.0);
  return r.finish("template/generic_launcher");
}
