// overload/local_class: a class defined inside a restrict(amp) function (and
// one inside a kernel) has member functions with no restriction written; they
// are amp functions, so calls inside them pick amp overloads.
// Specification: C++ AMP 1.2, 2.2.2 (member functions of local classes in amp
// code are implicitly restrict(amp)), 2.3.2.
#include "amp_test.h"

using namespace concurrency;

int unit() restrict(cpu) { return 1; }
int unit() restrict(amp) { return 100; }

int via_local_class(int x) restrict(amp) {
  struct helper {
    int k;
    int apply(int v) const { return v * k + unit(); }
  };
  helper h = {3};
  return h.apply(x);
}

int main() {
  ampt::test_result r;
  const int n = 18;
  std::vector<int> out(n * 2);
  array_view<int, 2> v(n, 2, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    struct pair_maker {
      int first(int a) const { return a + unit(); }
      int where() const { return ampt::where_am_i(); }
    };
    pair_maker pm;
    v(i[0], 0) = via_local_class(i[0]);
    v(i[0], 1) = pm.first(i[0]) + 1000 * pm.where();
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 3 * i + 100);
    AMPT_CHECK_EQ(r, v(i, 1), i + 1100);
  }
  return r.finish("overload/local_class");
}
