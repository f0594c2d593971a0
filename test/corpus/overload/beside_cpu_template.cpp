// overload/beside_cpu_template: a restrict(amp) non-template function next to
// a restrict(cpu) function template of the same name. In amp code only the
// non-template is viable; on the host the template is chosen (it is an exact
// match for long, and for int the cpu template is the only viable candidate).
// Specification: C++ AMP 1.2, 2.3, 2.3.2.
#include "amp_test.h"

using namespace concurrency;

template <class T> T shrink(T x) restrict(cpu) { return x / 2; }
int shrink(int x) restrict(amp) { return x / 4; }

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = 8 * i;
  array_view<int, 1> v(n, data);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = shrink(v[i]);
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 2 * i);
  AMPT_CHECK_EQ(r, shrink(10), 5);
  AMPT_CHECK_EQ(r, shrink(10L), 5L);
  return r.finish("overload/beside_cpu_template");
}
