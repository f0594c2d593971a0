// tiled/tiled_index_tile_extent: the tiled_index member tile_extent (an
// extent<N> equal to the tile's dimensions) and the barrier member, used to
// size a loop over the tile in amp code for a rank-2 tiling.
// Specification: C++ AMP 1.2, section 4.4 (tiled_index::tile_extent,
// tiled_index::barrier).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 16, cols = 24;
  std::vector<int> in(rows * cols), out(rows * cols, 0);
  for (int k = 0; k < rows * cols; ++k)
    in[k] = k % 11;
  array_view<const int, 2> iv(rows, cols, in);
  array_view<int, 2> ov(rows, cols, out);
  parallel_for_each(iv.extent.tile<4, 8>(), [=](tiled_index<4, 8> t) restrict(amp) {
    tile_static int s[4][8];
    s[t.local[0]][t.local[1]] = iv[t.global];
    t.barrier.wait();
    int col_sum = 0;
    for (int k = 0; k < t.tile_extent[0]; ++k)
      col_sum += s[k][t.local[1]];
    ov[t.global] = col_sum * 100 + int(t.tile_extent.size());
  });
  ov.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      int r0 = (i / 4) * 4, s = 0;
      for (int k = r0; k < r0 + 4; ++k)
        s += in[k * cols + j];
      AMPT_CHECK_EQ(r, out[i * cols + j], s * 100 + 32);
    }
  return r.finish("tiled/tiled_index_tile_extent");
}
