// barrier/tile_static_memory_fence: tile_static_memory_fence(barrier) after
// tile_static writes, followed by a barrier and reads of other threads'
// elements.
// Specification: C++ AMP 1.2, section 8.4 (tile_static_memory_fence).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int rows = 16, cols = 16;
  std::vector<int> out(rows * cols, 0);
  concurrency::array_view<int, 2> ov(rows, cols, out);
  concurrency::parallel_for_each(
      ov.extent.tile<4, 8>(),
      [=](concurrency::tiled_index<4, 8> t) restrict(amp) {
        tile_static int s[4][8];
        s[t.local[0]][t.local[1]] = t.local[0] * 8 + t.local[1];
        concurrency::tile_static_memory_fence(t.barrier);
        t.barrier.wait();
        ov[t.global] = s[3 - t.local[0]][7 - t.local[1]];
      });
  ov.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      AMPT_CHECK_EQ(r, out[i * cols + j], (3 - i % 4) * 8 + (7 - j % 8));
  return r.finish("barrier/tile_static_memory_fence");
}
