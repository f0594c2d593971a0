// tiled/tile_rank2_members: a rank-2 tiling with a non-square 4x16 tile;
// each thread stores its tile, local and tile_origin components, which the
// host checks against the global position.
// Specification: C++ AMP 1.2, section 4.4 (tiled_index<D0,D1>).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 12, cols = 48;
  std::vector<int> tile_code(rows * cols), local_code(rows * cols),
      origin_code(rows * cols);
  array_view<int, 2> tv(rows, cols, tile_code), lv(rows, cols, local_code),
      ov(rows, cols, origin_code);
  parallel_for_each(extent<2>(rows, cols).tile<4, 16>(),
                    [=](tiled_index<4, 16> t) restrict(amp) {
                      tv[t.global] = t.tile[0] * 100 + t.tile[1];
                      lv[t.global] = t.local[0] * 100 + t.local[1];
                      ov[t.global] = t.tile_origin[0] * 100 + t.tile_origin[1];
                    });
  tv.synchronize();
  lv.synchronize();
  ov.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      int k = i * cols + j;
      AMPT_CHECK_EQ(r, tile_code[k], (i / 4) * 100 + j / 16);
      AMPT_CHECK_EQ(r, local_code[k], (i % 4) * 100 + j % 16);
      AMPT_CHECK_EQ(r, origin_code[k], (i / 4) * 4 * 100 + (j / 16) * 16);
    }
  return r.finish("tiled/tile_rank2_members");
}
