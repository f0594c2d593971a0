// tiled/tiled_index_as_index: a tiled_index<...> converts implicitly to the
// index<N> of its global position, so it can subscript array_views and be
// passed to functions taking index<N>.
// Specification: C++ AMP 1.2, section 4.4 (tiled_index conversion to
// index<N>).
#include "amp_test.h"

namespace {
int weight(const concurrency::index<2> &i) restrict(amp) { return i[0] * 3 + i[1]; }
} // namespace

int main() {
  ampt::test_result r;
  const int rows = 8, cols = 16;
  std::vector<int> out(rows * cols, 0);
  concurrency::array_view<int, 2> ov(rows, cols, out);
  concurrency::parallel_for_each(
      ov.extent.tile<4, 4>(),
      [=](concurrency::tiled_index<4, 4> t) restrict(amp) {
        concurrency::index<2> g = t;
        ov[t] = weight(t) + (g == t.global ? 1000 : 0);
      });
  ov.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      AMPT_CHECK_EQ(r, out[i * cols + j], 1000 + i * 3 + j);
  return r.finish("tiled/tiled_index_as_index");
}
