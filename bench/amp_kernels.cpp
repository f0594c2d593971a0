// amp_kernels.cpp - the C++ AMP side of the benchmark: tiled matrix
// multiplication and tiled transpose, written as a C++ AMP user would. This
// file is translated by amp2hip; the hand-written HIP of the same algorithms
// is hip/reference.hip.cpp.
#include <amp.h>
using namespace concurrency;

static const int MM_TILE = 16;
static const int TR_TILE = 32;

// c = a * b, where a is M x K and b is K x N; every extent a multiple of the
// tile. Each tile of threads walks K in steps of one tile, staging one block
// of a and one of b in tile_static memory.
void amp_matmul(const array_view<const float, 2> &a,
                const array_view<const float, 2> &b,
                const array_view<float, 2> &c) {
  const int k_total = a.extent[1];
  c.discard_data();
  parallel_for_each(c.extent.tile<MM_TILE, MM_TILE>(),
                    [=](tiled_index<MM_TILE, MM_TILE> t) restrict(amp) {
    const int r = t.local[0];
    const int q = t.local[1];
    float acc = 0.0f;
    for (int k0 = 0; k0 < k_total; k0 += MM_TILE) {
      tile_static float sa[MM_TILE][MM_TILE];
      tile_static float sb[MM_TILE][MM_TILE];
      sa[r][q] = a(t.global[0], k0 + q);
      sb[r][q] = b(k0 + r, t.global[1]);
      t.barrier.wait();
      for (int k = 0; k < MM_TILE; ++k)
        acc += sa[r][k] * sb[k][q];
      t.barrier.wait();
    }
    c[t.global] = acc;
  });
}

// out = transpose(in); extents multiples of the tile. The tile is read in
// rows and written in rows through a padded tile_static block, so both the
// read and the write are coalesced.
void amp_transpose(const array_view<const float, 2> &in,
                   const array_view<float, 2> &out) {
  out.discard_data();
  parallel_for_each(in.extent.tile<TR_TILE, TR_TILE>(),
                    [=](tiled_index<TR_TILE, TR_TILE> t) restrict(amp) {
    tile_static float block[TR_TILE][TR_TILE + 1];
    block[t.local[0]][t.local[1]] = in[t.global];
    t.barrier.wait();
    const int row = t.tile_origin[1] + t.local[0];
    const int col = t.tile_origin[0] + t.local[1];
    out(row, col) = block[t.local[1]][t.local[0]];
  });
}
