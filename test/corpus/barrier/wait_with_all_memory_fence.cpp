// barrier/wait_with_all_memory_fence: after wait_with_all_memory_fence()
// both the tile_static and the global (array_view) writes of the other
// threads of the tile are visible.
// Specification: C++ AMP 1.2, section 8.3
// (tile_barrier::wait_with_all_memory_fence).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 512, tile = 64;
  std::vector<int> scratch(n, 0), out(n, 0);
  array_view<int, 1> sv(n, scratch);
  array_view<int, 1> ov(n, out);
  parallel_for_each(sv.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static int ts[tile];
    int l = t.local[0];
    ts[l] = l * 3;
    sv[t.global] = t.global[0] + 100;
    t.barrier.wait_with_all_memory_fence();
    int other = tile - 1 - l;
    ov[t.global] = ts[other] + sv[t.tile_origin[0] + other];
  });
  ov.synchronize();
  sv.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = (i / tile) * tile, other = tile - 1 - (i - b);
    AMPT_CHECK_EQ(r, out[i], other * 3 + (b + other) + 100);
    AMPT_CHECK_EQ(r, scratch[i], i + 100);
  }
  return r.finish("barrier/wait_with_all_memory_fence");
}
