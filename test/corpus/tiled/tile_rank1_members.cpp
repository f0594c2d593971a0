// tiled/tile_rank1_members: for extent<1>(n).tile<T>(), every thread checks
// global == tile * T + local, tile_origin == tile * T, and the ranges of
// local and tile; a failure count is accumulated atomically.
// Specification: C++ AMP 1.2, section 4.4 (tiled_index: global, local,
// tile, tile_origin).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int T = 64, n = T * 13;
  std::vector<int> bad(1, 0), glob(n, -1);
  concurrency::array_view<int, 1> bv(1, bad), gv(n, glob);
  concurrency::parallel_for_each(
      concurrency::extent<1>(n).tile<T>(),
      [=](concurrency::tiled_index<T> t) restrict(amp) {
        bool ok = t.global[0] == t.tile[0] * T + t.local[0] &&
                  t.tile_origin[0] == t.tile[0] * T &&
                  t.local[0] >= 0 && t.local[0] < T &&
                  t.tile[0] >= 0 && t.tile[0] < n / T &&
                  t.global == t.tile_origin + t.local;
        if (!ok)
          concurrency::atomic_fetch_inc(&bv[0]);
        gv[t.global] = t.global[0];
      });
  bv.synchronize();
  gv.synchronize();
  AMPT_CHECK_EQ(r, bad[0], 0);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, glob[i], i); // every global index visited once
  return r.finish("tiled/tile_rank1_members");
}
