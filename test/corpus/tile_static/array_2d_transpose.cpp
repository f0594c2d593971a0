// tile_static/array_2d_transpose: a rank-2 tiled kernel stages a 16x16 block
// in a two-dimensional tile_static array and writes it transposed.
// Specification: C++ AMP 1.2, sections 8.2 (tile_static) and 4.4 (tiled
// parallel_for_each of rank 2).
#include "amp_test.h"

namespace {
const int TS = 16;
}

int main() {
  ampt::test_result r;
  const int rows = 48, cols = 64;
  std::vector<int> a(rows * cols), b(rows * cols, 0);
  for (int i = 0; i < rows * cols; ++i)
    a[i] = i * 3 + 1;
  Concurrency::array_view<const int, 2> av(rows, cols, a);
  Concurrency::array_view<int, 2> bv(cols, rows, b);
  bv.discard_data();
  Concurrency::parallel_for_each(
      av.extent.tile<TS, TS>(),
      [=](Concurrency::tiled_index<TS, TS> t) restrict(amp) {
        tile_static int block[TS][TS];
        block[t.local[1]][t.local[0]] = av[t.global];
        t.barrier.wait();
        // Thread (y, x) of the tile writes element (y, x) of the
        // transposed tile, which is block[y][x] = a[origin + (x, y)].
        int out_row = t.tile_origin[1] + t.local[0];
        int out_col = t.tile_origin[0] + t.local[1];
        bv(out_row, out_col) = block[t.local[0]][t.local[1]];
      });
  bv.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      AMPT_CHECK_EQ(r, b[j * rows + i], a[i * cols + j]);
  return r.finish("tile_static/array_2d_transpose");
}
