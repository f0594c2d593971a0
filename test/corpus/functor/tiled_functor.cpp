// functor/tiled_functor: a function object kernel for a tiled launch:
// operator()(tiled_index<16>) restrict(amp) with a tile_static buffer and a
// barrier, computing per-tile sums.
// Specification: C++ AMP 1.2, 3.2 (tiled parallel_for_each), 8 (tile_static),
// 9 (tile_barrier).
#include "amp_test.h"

using namespace concurrency;

static const int TILE = 16;

struct tile_sum {
  array_view<const int, 1> in;
  array_view<int, 1> sums;
  void operator()(tiled_index<TILE> t) const restrict(amp) {
    tile_static int buf[TILE];
    buf[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      int s = 0;
      for (int k = 0; k < TILE; ++k)
        s += buf[k];
      sums[t.tile[0]] = s;
    }
  }
};

int main() {
  ampt::test_result r;
  const int n = 8 * TILE;
  std::vector<int> data(n), out(n / TILE);
  std::iota(data.begin(), data.end(), 1);
  array_view<const int, 1> in(n, data);
  array_view<int, 1> sums(n / TILE, out);
  tile_sum k = {in, sums};
  parallel_for_each(in.extent.tile<TILE>(), k);
  for (int t = 0; t < n / TILE; ++t) {
    int expect = 0;
    for (int k2 = 0; k2 < TILE; ++k2)
      expect += t * TILE + k2 + 1;
    AMPT_CHECK_EQ(r, sums[t], expect);
  }
  return r.finish("functor/tiled_functor");
}
