// tiled/tile_rank3_members: a rank-3 tiling (2x2x8 tiles); each thread
// writes a linearised tile number and local id; every (tile, local) pair
// occurs exactly once.
// Specification: C++ AMP 1.2, section 4.4 (tiled_index<D0,D1,D2>).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int e0 = 4, e1 = 6, e2 = 16;
  const int n = e0 * e1 * e2;
  std::vector<int> code(n, -1);
  concurrency::array_view<int, 3> cv(e0, e1, e2, code);
  concurrency::parallel_for_each(
      cv.extent.tile<2, 2, 8>(),
      [=](concurrency::tiled_index<2, 2, 8> t) restrict(amp) {
        int tile_lin = (t.tile[0] * (e1 / 2) + t.tile[1]) * (e2 / 8) + t.tile[2];
        int local_lin = (t.local[0] * 2 + t.local[1]) * 8 + t.local[2];
        cv[t.global] = tile_lin * 32 + local_lin;
      });
  cv.synchronize();
  std::vector<int> seen(n, 0);
  for (int i = 0; i < e0; ++i)
    for (int j = 0; j < e1; ++j)
      for (int k = 0; k < e2; ++k) {
        int c = code[(i * e1 + j) * e2 + k];
        int tile_lin = ((i / 2) * (e1 / 2) + j / 2) * (e2 / 8) + k / 8;
        int local_lin = ((i % 2) * 2 + j % 2) * 8 + k % 8;
        AMPT_CHECK_EQ(r, c, tile_lin * 32 + local_lin);
        if (c >= 0 && c < n)
          ++seen[c];
      }
  for (int c = 0; c < n; ++c)
    AMPT_CHECK_EQ(r, seen[c], 1);
  return r.finish("tiled/tile_rank3_members");
}
