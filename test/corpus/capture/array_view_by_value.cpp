// capture/array_view_by_value: array_views captured by value are shallow:
// the kernel's copy writes through to the same data, seen by the original
// view on the host; a section and a projection captured the same way.
// Specification: C++ AMP 1.2, 3.2 (captured array_views are copied), 6
// (array_view has reference semantics).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 8, cols = 12;
  std::vector<int> data(rows * cols, 0);
  array_view<int, 2> whole(rows, cols, data);
  array_view<int, 2> part = whole.section(concurrency::index<2>(2, 3), extent<2>(4, 5));
  array_view<int, 1> row7 = whole[7];
  parallel_for_each(whole.extent, [=](concurrency::index<2> i) restrict(amp) { whole[i] = 1; });
  parallel_for_each(part.extent, [=](concurrency::index<2> i) restrict(amp) { part[i] += 10; });
  parallel_for_each(row7.extent, [row7](concurrency::index<1> i) restrict(amp) { row7[i] += 100; });
  whole.synchronize();
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < cols; ++x) {
      int e = 1 + ((y >= 2 && y < 6 && x >= 3 && x < 8) ? 10 : 0) + (y == 7 ? 100 : 0);
      AMPT_CHECK_EQ(r, data[y * cols + x], e);
    }
  return r.finish("capture/array_view_by_value");
}
