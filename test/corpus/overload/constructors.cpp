// overload/constructors: a class whose default and converting constructors
// are overloaded on restriction: objects built in a kernel record that they
// were built by the amp constructor, objects built on the host the cpu one.
// Specification: C++ AMP 1.2, 2.3 (constructors may be overloaded on
// restriction).
#include "amp_test.h"

using namespace concurrency;

struct origin_tag {
  int made_on; // 0 cpu, 1 amp
  int value;
  origin_tag() restrict(cpu) : made_on(0), value(0) {}
  origin_tag() restrict(amp) : made_on(1), value(0) {}
  explicit origin_tag(int v) restrict(cpu) : made_on(0), value(v) {}
  explicit origin_tag(int v) restrict(amp) : made_on(1), value(v * 2) {}
};

int main() {
  ampt::test_result r;
  const int n = 20;
  std::vector<int> out(n * 3);
  array_view<int, 2> v(n, 3, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    origin_tag a;
    origin_tag b(i[0]);
    v(i[0], 0) = a.made_on;
    v(i[0], 1) = b.made_on;
    v(i[0], 2) = b.value;
  });
  origin_tag h(4);
  AMPT_CHECK_EQ(r, h.made_on, 0);
  AMPT_CHECK_EQ(r, h.value, 4);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 1);
    AMPT_CHECK_EQ(r, v(i, 1), 1);
    AMPT_CHECK_EQ(r, v(i, 2), 2 * i);
  }
  return r.finish("overload/constructors");
}
