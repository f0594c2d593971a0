// tile_static/scalar_broadcast: a tile_static scalar written by one thread of
// each tile is seen by every thread of that tile after a barrier.
// Specification: C++ AMP 1.2, section 8.2 (tile_static storage class) and
// section 8.3 (tile_barrier).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 256;
  const int tile = 32;
  std::vector<int> out(n, -1);
  concurrency::array_view<int, 1> ov(n, out);
  ov.discard_data();
  concurrency::parallel_for_each(
      ov.extent.tile<tile>(),
      [=](concurrency::tiled_index<tile> t) restrict(amp) {
        tile_static int tile_value;
        if (t.local[0] == 0)
          tile_value = 1000 + t.tile[0] * 7;
        t.barrier.wait();
        ov[t.global] = tile_value + t.local[0];
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], 1000 + (i / tile) * 7 + i % tile);
  return r.finish("tile_static/scalar_broadcast");
}
