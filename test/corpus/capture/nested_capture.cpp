// capture/nested_capture: captures across two lambda levels: the kernel
// captures an array_view and a scalar by copy, and a lambda inside the
// kernel captures them again (by copy) from the kernel's copies; one inner
// lambda captures the kernel's index.
// Specification: C++ AMP 1.2, 3.2; 2.2.2.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 25;
  std::vector<int> data(n);
  std::iota(data.begin(), data.end(), 0);
  array_view<int, 1> v(n, data);
  int bonus = 50;
  parallel_for_each(v.extent, [v, bonus](concurrency::index<1> i) restrict(amp) {
    auto read = [v](int k) { return v[k]; };
    auto at_i = [=]() { return read(i[0]) + bonus; };
    int mine = at_i();
    v[i] = mine;
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], i + 50);
  return r.finish("capture/nested_capture");
}
