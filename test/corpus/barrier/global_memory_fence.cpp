// barrier/global_memory_fence: global_memory_fence(barrier) after writes to
// an array_view; the values are read by the other threads of the tile after
// a barrier.
// Specification: C++ AMP 1.2, section 8.4 (global_memory_fence).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 512, tile = 128;
  std::vector<unsigned> g(n, 0u), out(n, 0u);
  concurrency::array_view<unsigned, 1> gv(n, g);
  concurrency::array_view<unsigned, 1> ov(n, out);
  concurrency::parallel_for_each(
      gv.extent.tile<tile>(),
      [=](concurrency::tiled_index<tile> t) restrict(amp) {
        gv[t.global] = unsigned(t.global[0]) * 3u + 7u;
        concurrency::global_memory_fence(t.barrier);
        t.barrier.wait();
        unsigned sum = 0;
        for (int k = 0; k < 4; ++k)
          sum += gv[t.tile_origin[0] + (t.local[0] + k * 32) % tile];
        ov[t.global] = sum;
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = (i / tile) * tile;
    unsigned want = 0;
    for (int k = 0; k < 4; ++k)
      want += unsigned(b + (i - b + k * 32) % tile) * 3u + 7u;
    AMPT_CHECK_EQ(r, out[i], want);
  }
  return r.finish("barrier/global_memory_fence");
}
