// overload/member_functions: member functions overloaded on restriction alone,
// non-const and const (`int get() const restrict(cpu)` beside
// `int get() const restrict(amp)`), plus const/non-const overloads that each
// have cpu and amp versions: four overloads of one name.
// Specification: C++ AMP 1.2, 2.3.
#include "amp_test.h"

using namespace concurrency;

struct probe {
  int base;
  int get() const restrict(cpu) { return base + 1; }
  int get() const restrict(amp) { return base + 2; }
  int get() restrict(cpu) { return base + 3; }
  int get() restrict(amp) { return base + 4; }
};

int main() {
  ampt::test_result r;
  const int n = 16;
  std::vector<int> out(n * 2);
  array_view<int, 2> v(n, 2, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    probe p = {10 * i[0]};
    const probe &cp = p;
    v(i[0], 0) = p.get();
    v(i[0], 1) = cp.get();
  });
  probe h = {5};
  const probe &ch = h;
  AMPT_CHECK_EQ(r, h.get(), 8);
  AMPT_CHECK_EQ(r, ch.get(), 6);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 10 * i + 4);
    AMPT_CHECK_EQ(r, v(i, 1), 10 * i + 2);
  }
  return r.finish("overload/member_functions");
}
