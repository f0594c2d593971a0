// tile_static/array_3d_tile_sum: a rank-3 tiled kernel with a three
// dimensional tile_static array; one thread per tile sums the whole block.
// Specification: C++ AMP 1.2, section 8.2 (tile_static arrays of any rank
// allowed by the language) and 4.4 (tiled_index of rank 3).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int d0 = 4, d1 = 8, d2 = 8;
  const int n = d0 * d1 * d2;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 101;
  const int tiles = (d0 / 2) * (d1 / 4) * (d2 / 4);
  std::vector<int> sums(tiles, 0);
  concurrency::array_view<const int, 3> iv(d0, d1, d2, in);
  concurrency::array_view<int, 3> sv(d0 / 2, d1 / 4, d2 / 4, sums);
  concurrency::parallel_for_each(
      iv.extent.tile<2, 4, 4>(),
      [=](concurrency::tiled_index<2, 4, 4> t) restrict(amp) {
        tile_static int cube[2][4][4];
        cube[t.local[0]][t.local[1]][t.local[2]] = iv[t.global];
        t.barrier.wait();
        if (t.local == concurrency::index<3>(0, 0, 0)) {
          int s = 0;
          for (int a = 0; a < 2; ++a)
            for (int b = 0; b < 4; ++b)
              for (int c = 0; c < 4; ++c)
                s += cube[a][b][c];
          sv[t.tile] = s;
        }
      });
  sv.synchronize();
  for (int t0 = 0; t0 < d0 / 2; ++t0)
    for (int t1 = 0; t1 < d1 / 4; ++t1)
      for (int t2 = 0; t2 < d2 / 4; ++t2) {
        int s = 0;
        for (int a = 0; a < 2; ++a)
          for (int b = 0; b < 4; ++b)
            for (int c = 0; c < 4; ++c)
              s += in[((t0 * 2 + a) * d1 + (t1 * 4 + b)) * d2 + (t2 * 4 + c)];
        AMPT_CHECK_EQ(r, sums[(t0 * (d1 / 4) + t1) * (d2 / 4) + t2], s);
      }
  return r.finish("tile_static/array_3d_tile_sum");
}
