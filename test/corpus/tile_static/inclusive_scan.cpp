// tile_static/inclusive_scan: a Hillis-Steele inclusive prefix sum per tile
// using two tile_static buffers (ping-pong) and a barrier per step.
// Specification: C++ AMP 1.2, sections 8.2 and 8.3.
#include "amp_test.h"

using namespace Concurrency;

int main() {
  ampt::test_result r;
  const int tile = 256, n = tile * 3;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = (i % 7) - 2;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(iv.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static int a[tile];
    tile_static int b[tile];
    int l = t.local[0];
    a[l] = iv[t.global];
    t.barrier.wait();
    bool from_a = true;
    for (int off = 1; off < tile; off *= 2) {
      if (from_a)
        b[l] = l >= off ? a[l] + a[l - off] : a[l];
      else
        a[l] = l >= off ? b[l] + b[l - off] : b[l];
      from_a = !from_a;
      t.barrier.wait();
    }
    ov[t.global] = from_a ? a[l] : b[l];
  });
  ov.synchronize();
  for (int blk = 0; blk < n / tile; ++blk) {
    int s = 0;
    for (int i = 0; i < tile; ++i) {
      s += in[blk * tile + i];
      AMPT_CHECK_EQ(r, out[blk * tile + i], s);
    }
  }
  return r.finish("tile_static/inclusive_scan");
}
