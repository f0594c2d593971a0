// barrier/helper_const_ref: restrict(amp) helper functions take the tile's
// barrier as `const tile_barrier&` and wait on it (wait() and
// wait_with_tile_static_memory_fence() are const members).
// Specification: C++ AMP 1.2, section 8.3 (class tile_barrier).
#include "amp_test.h"

using namespace concurrency;

namespace {
const int TILE = 16;

void publish(int (&slot)[TILE], int l, int v, const tile_barrier &b)
    restrict(amp) {
  slot[l] = v;
  b.wait();
}

int gather_sum(const int (&slot)[TILE], const tile_barrier &b) restrict(amp) {
  int s = 0;
  for (int i = 0; i < TILE; ++i)
    s += slot[i];
  b.wait_with_tile_static_memory_fence();
  return s;
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = TILE * 9;
  std::vector<int> out(n, 0);
  array_view<int, 1> ov(n, out);
  parallel_for_each(ov.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static int slot[TILE];
    publish(slot, t.local[0], t.global[0] % 5, t.barrier);
    int s1 = gather_sum(slot, t.barrier);
    publish(slot, t.local[0], s1 + t.local[0], t.barrier);
    ov[t.global] = gather_sum(slot, t.barrier);
  });
  ov.synchronize();
  for (int b = 0; b < n / TILE; ++b) {
    int s1 = 0;
    for (int i = 0; i < TILE; ++i)
      s1 += (b * TILE + i) % 5;
    int s2 = s1 * TILE + TILE * (TILE - 1) / 2;
    for (int i = 0; i < TILE; ++i)
      AMPT_CHECK_EQ(r, out[b * TILE + i], s2);
  }
  return r.finish("barrier/helper_const_ref");
}
