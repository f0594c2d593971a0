// tile_static/in_helper_function: a restrict(amp) function called from a
// tiled kernel declares its own tile_static array and synchronises through
// the tile_barrier it receives.
// Specification: C++ AMP 1.2, section 8.2 (tile_static variables in
// functions called from a tiled parallel_for_each) and 8.3.
#include "amp_test.h"

namespace {
const int TILE = 32;

// Returns the maximum of `v` over all threads of the calling tile.
int tile_max(int v, int local, const concurrency::tile_barrier &barrier)
    restrict(amp) {
  tile_static int vals[TILE];
  vals[local] = v;
  barrier.wait();
  int m = vals[0];
  for (int i = 1; i < TILE; ++i)
    m = vals[i] > m ? vals[i] : m;
  barrier.wait();
  return m;
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = 320;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 7919) % 1000;
  concurrency::array_view<const int, 1> iv(n, in);
  concurrency::array_view<int, 1> ov(n, out);
  concurrency::parallel_for_each(
      iv.extent.tile<TILE>(),
      [=](concurrency::tiled_index<TILE> t) restrict(amp) {
        ov[t.global] = tile_max(iv[t.global], t.local[0], t.barrier);
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = (i / TILE) * TILE;
    int m = *std::max_element(in.begin() + b, in.begin() + b + TILE);
    AMPT_CHECK_EQ(r, out[i], m);
  }
  return r.finish("tile_static/in_helper_function");
}
