// barrier/wait_basic: tile_barrier::wait() makes every thread's tile_static
// write visible to the other threads of its tile; each thread reads the
// value its right-hand neighbour (cyclically) wrote.
// Specification: C++ AMP 1.2, section 8.3 (tile_barrier::wait).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 1024, tile = 256;
  std::vector<int> out(n, 0);
  concurrency::array_view<int, 1> ov(n, out);
  ov.discard_data();
  AMPT_TILED_1D(n, 256, t, {
    tile_static int v[256];
    v[t.local[0]] = t.global[0] * 2 + 1;
    t.barrier.wait();
    ov[t.global] = v[(t.local[0] + 1) % 256];
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = (i / tile) * tile;
    int nb = b + (i - b + 1) % tile;
    AMPT_CHECK_EQ(r, out[i], nb * 2 + 1);
  }
  return r.finish("barrier/wait_basic");
}
