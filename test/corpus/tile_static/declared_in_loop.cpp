// tile_static/declared_in_loop: a tile_static array declared inside a loop
// body of a tiled kernel; each iteration stages a new chunk of the input.
// Specification: C++ AMP 1.2, section 8.2 (tile_static has tile lifetime
// whatever block it is declared in).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int tile = 16, chunks = 5;
  const int tiles = 4;
  const int n = tile * tiles;
  // Each thread owns `chunks` inputs; element c of thread g is at c*n + g.
  std::vector<int> in(n * chunks), out(n, 0);
  for (int i = 0; i < n * chunks; ++i)
    in[i] = (i * 13) % 29 - 10;
  concurrency::array_view<const int, 1> iv(n * chunks, in);
  concurrency::array_view<int, 1> ov(n, out);
  AMPT_TILED_1D(n, 16, t, {
    int acc = 0;
    for (int c = 0; c < chunks; ++c) {
      tile_static int stage[16];
      stage[t.local[0]] = iv[c * n + t.global[0]];
      t.barrier.wait();
      // Add the value of the mirror thread of this tile.
      acc += stage[15 - t.local[0]];
      t.barrier.wait();
    }
    ov[t.global] = acc;
  });
  ov.synchronize();
  for (int g = 0; g < n; ++g) {
    int mirror = (g / tile) * tile + (tile - 1 - g % tile);
    int want = 0;
    for (int c = 0; c < chunks; ++c)
      want += in[c * n + mirror];
    AMPT_CHECK_EQ(r, out[g], want);
  }
  return r.finish("tile_static/declared_in_loop");
}
