// functor/inheritance: a kernel function object built by inheritance: the
// base class holds the data and restrict(amp) helpers, the derived class
// adds a member and the operator(); a second level derives again and hides
// operator().
// Specification: C++ AMP 1.2, 3.2; 2.4 (no virtual functions in amp code:
// only static dispatch is used).
#include "amp_test.h"

using namespace concurrency;

struct view_holder {
  array_view<int, 1> out;
  explicit view_holder(array_view<int, 1> o) : out(o) {}
  void put(concurrency::index<1> i, int v) const restrict(amp) { out[i] = v; }
};

struct filler : view_holder {
  int base;
  filler(array_view<int, 1> o, int b) : view_holder(o), base(b) {}
  void operator()(concurrency::index<1> i) const restrict(amp) { put(i, base + i[0]); }
};

struct double_filler : filler {
  double_filler(array_view<int, 1> o, int b) : filler(o, b) {}
  void operator()(concurrency::index<1> i) const restrict(amp) { put(i, 2 * (base + i[0])); }
};

int main() {
  ampt::test_result r;
  const int n = 48;
  std::vector<int> a(n), b(n);
  array_view<int, 1> av(n, a), bv(n, b);
  parallel_for_each(av.extent, filler(av, 100));
  parallel_for_each(bv.extent, double_filler(bv, 100));
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, av[i], 100 + i);
    AMPT_CHECK_EQ(r, bv[i], 200 + 2 * i);
  }
  return r.finish("functor/inheritance");
}
