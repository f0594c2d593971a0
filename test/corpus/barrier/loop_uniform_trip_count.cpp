// barrier/loop_uniform_trip_count: barriers inside a loop whose trip count
// is the same for every thread of the tile (an iterative 1-D smoothing held
// in tile_static memory with fixed boundary values).
// Specification: C++ AMP 1.2, section 8.3 (every thread of a tile must
// reach the same sequence of barriers).
#include "amp_test.h"

namespace {
const int TILE = 64;
const int STEPS = 10;
} // namespace

int main() {
  ampt::test_result r;
  const int n = TILE * 4;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = (i % TILE) == 0 ? 1024 : 0;
  concurrency::array_view<const int, 1> iv(n, in);
  concurrency::array_view<int, 1> ov(n, out);
  concurrency::parallel_for_each(
      iv.extent.tile<TILE>(),
      [=](concurrency::tiled_index<TILE> t) restrict(amp) {
        tile_static int cur[TILE];
        int l = t.local[0];
        cur[l] = iv[t.global];
        t.barrier.wait();
        for (int step = 0; step < STEPS; ++step) {
          int left = l > 0 ? cur[l - 1] : cur[l];
          int right = l < TILE - 1 ? cur[l + 1] : cur[l];
          int next = (left + 2 * cur[l] + right) / 4;
          t.barrier.wait();
          cur[l] = next;
          t.barrier.wait();
        }
        ov[t.global] = cur[l];
      });
  ov.synchronize();
  // The same computation on the CPU, tile by tile.
  for (int b = 0; b < n / TILE; ++b) {
    std::vector<int> cur(in.begin() + b * TILE, in.begin() + (b + 1) * TILE);
    for (int step = 0; step < STEPS; ++step) {
      std::vector<int> next(TILE);
      for (int l = 0; l < TILE; ++l) {
        int left = l > 0 ? cur[l - 1] : cur[l];
        int right = l < TILE - 1 ? cur[l + 1] : cur[l];
        next[l] = (left + 2 * cur[l] + right) / 4;
      }
      cur = next;
    }
    for (int l = 0; l < TILE; ++l)
      AMPT_CHECK_EQ(r, out[b * TILE + l], cur[l]);
  }
  return r.finish("barrier/loop_uniform_trip_count");
}
