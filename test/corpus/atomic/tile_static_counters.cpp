// atomic/tile_static_counters: atomic operations on tile_static memory; each
// tile counts its elements above a threshold in a tile_static counter, then
// one thread publishes the count and the tile maximum.
// Specification: C++ AMP 1.2, section 8.5 (atomics on tile_static
// locations) and 8.2.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int tile = 128, tiles = 10, n = tile * tiles;
  std::vector<int> in(n), counts(tiles, 0), maxima(tiles, 0);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 7 + (i / 5) * 3) % 211;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> cv(tiles, counts), mv(tiles, maxima);
  parallel_for_each(iv.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static int above;
    tile_static int biggest;
    if (t.local[0] == 0) {
      above = 0;
      biggest = -1;
    }
    t.barrier.wait();
    int v = iv[t.global];
    if (v > 100)
      atomic_fetch_add(&above, 1);
    atomic_fetch_max(&biggest, v);
    t.barrier.wait();
    if (t.local[0] == 0) {
      cv[t.tile] = above;
      mv[t.tile] = biggest;
    }
  });
  cv.synchronize();
  mv.synchronize();
  for (int b = 0; b < tiles; ++b) {
    int c = 0, m = -1;
    for (int i = b * tile; i < (b + 1) * tile; ++i) {
      c += in[i] > 100;
      m = std::max(m, in[i]);
    }
    AMPT_CHECK_EQ(r, counts[b], c);
    AMPT_CHECK_EQ(r, maxima[b], m);
  }
  return r.finish("atomic/tile_static_counters");
}
