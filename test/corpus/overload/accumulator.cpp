// overload/accumulator: the harness's ampt::accumulator, whose add, side and
// scaled members are overloaded on restriction: used in a kernel (each work
// item folds a few values) and on the host, the counters show which overloads
// ran.
// Specification: C++ AMP 1.2, 2.3 (member functions overloaded on
// restriction).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> out(n * 4);
  array_view<int, 2> v(n, 4, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    ampt::accumulator acc;
    for (int k = 0; k <= i[0] % 5; ++k)
      acc.add(k + i[0]);
    v(i[0], 0) = acc.value();
    v(i[0], 1) = acc.gpu_adds * 10 + acc.cpu_adds;
    v(i[0], 2) = acc.side();
    v(i[0], 3) = acc.scaled(2);
  });
  for (int i = 0; i < n; ++i) {
    ampt::accumulator h;
    for (int k = 0; k <= i % 5; ++k)
      h.add(k + i);
    AMPT_CHECK_EQ(r, h.cpu_adds, i % 5 + 1);
    AMPT_CHECK_EQ(r, h.side(), 0);
    AMPT_CHECK_EQ(r, v(i, 0), h.value());
    AMPT_CHECK_EQ(r, v(i, 1), 10 * h.cpu_adds);
    AMPT_CHECK_EQ(r, v(i, 2), 1);
    AMPT_CHECK_EQ(r, v(i, 3), h.scaled(2) + 1);
  }
  return r.finish("overload/accumulator");
}
