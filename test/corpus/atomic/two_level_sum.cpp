// atomic/two_level_sum: a tile-level reduction in tile_static memory
// followed by one atomic_fetch_add per tile into a global total held in an
// array captured by reference; the total of 1..n is exact.
// Specification: C++ AMP 1.2, sections 8.5 (atomics on global memory) and
// 8.2.
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int tile = 64, n = tile * 50;
  std::vector<int> zero(1, 0);
  concurrency::array<int, 1> total(1, zero.begin());
  concurrency::parallel_for_each(
      concurrency::extent<1>(n).tile<tile>(),
      [&total](concurrency::tiled_index<tile> t) restrict(amp) {
        tile_static int s[tile];
        s[t.local[0]] = t.global[0] + 1;
        t.barrier.wait();
        for (int half = tile / 2; half > 0; half /= 2) {
          if (t.local[0] < half)
            s[t.local[0]] += s[t.local[0] + half];
          t.barrier.wait();
        }
        if (t.local[0] == 0)
          concurrency::atomic_fetch_add(&total[0], s[0]);
      });
  std::vector<int> got = total;
  AMPT_CHECK_EQ(r, got[0], n * (n + 1) / 2);
  return r.finish("atomic/two_level_sum");
}
