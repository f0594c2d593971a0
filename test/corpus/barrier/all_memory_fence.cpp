// barrier/all_memory_fence: the free function all_memory_fence(barrier) used
// between the writes of a tile and the barrier that precedes the reads.
// Specification: C++ AMP 1.2, section 8.4 (memory fences:
// all_memory_fence(const tile_barrier&)).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 256, tile = 32;
  std::vector<int> g(n, 0), out(n, 0);
  array_view<int, 1> gv(n, g);
  array_view<int, 1> ov(n, out);
  parallel_for_each(gv.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static int s[tile];
    s[t.local[0]] = t.local[0] + 1;
    gv[t.global] = t.global[0] * 10;
    all_memory_fence(t.barrier);
    t.barrier.wait();
    int p = (t.local[0] + 3) % tile;
    ov[t.global] = s[p] + gv[t.tile_origin + index<1>(p)];
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = (i / tile) * tile, p = (i - b + 3) % tile;
    AMPT_CHECK_EQ(r, out[i], p + 1 + (b + p) * 10);
  }
  return r.finish("barrier/all_memory_fence");
}
