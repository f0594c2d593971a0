// capture/array_mixed_default: the usual C++ AMP form `[=, &arr]`: scalars and
// array_views by copy, the concurrency::array by reference; two arrays, one
// of them rank 2.
// Specification: C++ AMP 1.2, 3.2.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int h = 5, w = 9;
  array<float, 2> grid(h, w);
  array<int, 1> row_tags(h);
  std::vector<float> weights(w);
  for (int x = 0; x < w; ++x)
    weights[x] = 0.5f * x;
  array_view<const float, 1> wv(w, weights);
  float offset = 2.0f;
  parallel_for_each(grid.extent, [=, &grid, &row_tags](concurrency::index<2> i) restrict(amp) {
    grid[i] = wv[i[1]] * i[0] + offset;
    if (i[1] == 0)
      row_tags[i[0]] = 10 * i[0];
  });
  std::vector<float> g(h * w);
  copy(grid, g.begin());
  std::vector<int> tags = row_tags;
  for (int y = 0; y < h; ++y) {
    AMPT_CHECK_EQ(r, tags[y], 10 * y);
    for (int x = 0; x < w; ++x)
      AMPT_CHECK_CLOSE(r, g[y * w + x], 0.5f * x * y + 2.0f, 1e-5);
  }
  return r.finish("capture/array_mixed_default");
}
