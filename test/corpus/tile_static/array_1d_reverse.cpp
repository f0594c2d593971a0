// tile_static/array_1d_reverse: a one-dimensional tile_static array filled by
// every thread of a tile and read back in reverse order after a barrier.
// Specification: C++ AMP 1.2, section 8.2 (tile_static arrays).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 512;
  const int tile = 64;
  std::vector<float> in(n), out(n, 0.0f);
  for (int i = 0; i < n; ++i)
    in[i] = 0.5f * i - 3.0f;
  array_view<const float, 1> iv(n, in);
  array_view<float, 1> ov(n, out);
  parallel_for_each(ov.extent.tile<tile>(),
                    [=](tiled_index<tile> t) restrict(amp) {
                      tile_static float buf[tile];
                      buf[t.local[0]] = iv[t.global];
                      t.barrier.wait();
                      ov[t.global] = buf[tile - 1 - t.local[0]];
                    });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int base = (i / tile) * tile;
    int src = base + (tile - 1 - (i - base));
    AMPT_CHECK_EQ(r, out[i], in[src]);
  }
  return r.finish("tile_static/array_1d_reverse");
}
