// capture/array_with_view: one kernel reaches a concurrency::array by
// reference and an array_view created over another array by copy; a second
// kernel sees the first kernel's writes through both.
// Specification: C++ AMP 1.2, 3.2; 5.1; 6 (array_view over an array).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 32;
  array<int, 1> counts(n);
  array<int, 1> backing(n);
  array_view<int, 1> view(backing);
  parallel_for_each(counts.extent, [=, &counts](concurrency::index<1> i) restrict(amp) {
    counts[i] = i[0];
    view[i] = 2 * i[0];
  });
  parallel_for_each(counts.extent, [=, &counts](concurrency::index<1> i) restrict(amp) {
    counts[i] += view[i];
    view[i] = counts[i] + 1;
  });
  std::vector<int> c = counts;
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, c[i], 3 * i);
    AMPT_CHECK_EQ(r, view[i], 3 * i + 1);
  }
  return r.finish("capture/array_with_view");
}
