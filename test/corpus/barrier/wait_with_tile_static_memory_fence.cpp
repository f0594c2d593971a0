// barrier/wait_with_tile_static_memory_fence: a butterfly exchange through
// tile_static memory, one wait_with_tile_static_memory_fence() per stage.
// Specification: C++ AMP 1.2, section 8.3
// (tile_barrier::wait_with_tile_static_memory_fence).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int tile = 32, n = tile * 8;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 5 + 3) % 61;
  Concurrency::array_view<const int, 1> iv(n, in);
  Concurrency::array_view<int, 1> ov(n, out);
  Concurrency::parallel_for_each(
      iv.extent.tile<tile>(),
      [=](Concurrency::tiled_index<tile> t) restrict(amp) {
        tile_static int v[tile];
        int l = t.local[0];
        int mine = iv[t.global];
        for (int mask = 1; mask < tile; mask <<= 1) {
          v[l] = mine;
          t.barrier.wait_with_tile_static_memory_fence();
          mine += v[l ^ mask];
          t.barrier.wait_with_tile_static_memory_fence();
        }
        ov[t.global] = mine; // every thread now holds its tile's sum
      });
  ov.synchronize();
  for (int b = 0; b < n / tile; ++b) {
    int s = 0;
    for (int i = 0; i < tile; ++i)
      s += in[b * tile + i];
    for (int i = 0; i < tile; ++i)
      AMPT_CHECK_EQ(r, out[b * tile + i], s);
  }
  return r.finish("barrier/wait_with_tile_static_memory_fence");
}
