// tile_static/reduction_tree: a pairwise tree reduction in tile_static
// memory, halving the number of active threads with a barrier per level.
// Specification: C++ AMP 1.2, sections 8.2 and 8.3 (barriers reached by all
// threads of a tile, inside uniform control flow).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int tile = 128;
  const int tiles = 12;
  const int n = tile * tiles;
  std::vector<unsigned> in(n), partial(tiles, 0u);
  for (int i = 0; i < n; ++i)
    in[i] = unsigned(i % 17 + 1);
  array_view<const unsigned, 1> iv(n, in);
  array_view<unsigned, 1> pv(tiles, partial);
  parallel_for_each(extent<1>(n).tile<tile>(),
                    [=](tiled_index<tile> t) restrict(amp) {
                      tile_static unsigned s[tile];
                      int l = t.local[0];
                      s[l] = iv[t.global];
                      t.barrier.wait();
                      for (int stride = tile / 2; stride > 0; stride /= 2) {
                        if (l < stride)
                          s[l] += s[l + stride];
                        t.barrier.wait();
                      }
                      if (l == 0)
                        pv[t.tile[0]] = s[0];
                    });
  pv.synchronize();
  unsigned total = 0;
  for (int b = 0; b < tiles; ++b) {
    unsigned want = 0;
    for (int i = 0; i < tile; ++i)
      want += in[b * tile + i];
    AMPT_CHECK_EQ(r, partial[b], want);
    total += partial[b];
  }
  AMPT_CHECK_EQ(r, total, std::accumulate(in.begin(), in.end(), 0u));
  return r.finish("tile_static/reduction_tree");
}
