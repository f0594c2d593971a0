// barrier/copied_barrier: tile_barrier is copy-constructible; a copy of
// tiled_index::barrier taken into a local variable synchronises the same
// tile.
// Specification: C++ AMP 1.2, section 8.3 (tile_barrier copy constructor).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int tile = 128, n = tile * 2;
  std::vector<int> out(n, 0);
  array_view<int, 1> ov(n, out);
  parallel_for_each(ov.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_barrier b(t.barrier);
    tile_static int s[tile];
    s[t.local[0]] = t.local[0] * t.local[0];
    b.wait();
    ov[t.global] = s[tile - 1 - t.local[0]];
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int m = tile - 1 - i % tile;
    AMPT_CHECK_EQ(r, out[i], m * m);
  }
  return r.finish("barrier/copied_barrier");
}
