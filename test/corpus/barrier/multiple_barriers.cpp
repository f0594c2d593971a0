// barrier/multiple_barriers: one kernel with four phases separated by
// barriers of every kind (wait, wait_with_tile_static_memory_fence,
// wait_with_global_memory_fence, wait_with_all_memory_fence).
// Specification: C++ AMP 1.2, section 8.3.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int tile = 64, n = tile * 5;
  std::vector<int> g(n, 0), out(n, 0);
  concurrency::array_view<int, 1> gv(n, g);
  concurrency::array_view<int, 1> ov(n, out);
  concurrency::parallel_for_each(
      gv.extent.tile<tile>(),
      [=](concurrency::tiled_index<tile> t) AMPT_GPU {
        tile_static int a[tile];
        int l = t.local[0];
        a[l] = l;                                    // phase 1
        t.barrier.wait();
        int v = a[(l + 1) % tile];                   // phase 2
        t.barrier.wait_with_tile_static_memory_fence();
        a[l] = v * 2;
        gv[t.global] = v + 1000;                     // phase 3
        t.barrier.wait_with_global_memory_fence();
        int w = gv[t.tile_origin[0] + (l + 2) % tile];
        t.barrier.wait_with_all_memory_fence();      // phase 4
        ov[t.global] = w + a[(l + 3) % tile];
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int l = i % tile;
    int w = (((l + 2) % tile) + 1) % tile + 1000;
    int a = (((l + 3) % tile) + 1) % tile * 2;
    AMPT_CHECK_EQ(r, out[i], w + a);
  }
  return r.finish("barrier/multiple_barriers");
}
