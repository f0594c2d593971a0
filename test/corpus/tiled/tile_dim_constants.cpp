// tiled/tile_dim_constants: the static constants tile_dim0, tile_dim1 and
// tile_dim2 of tiled_extent and tiled_index are compile-time constants that
// can size tile_static arrays and be used in templates.
// Specification: C++ AMP 1.2, section 4.4 (tile_dim0, tile_dim1, tile_dim2).
#include "amp_test.h"

namespace {
template <class TiledIndex>
int tile_volume(const TiledIndex &) restrict(cpu, amp) {
  return TiledIndex::tile_dim0 * TiledIndex::tile_dim1 * TiledIndex::tile_dim2;
}
} // namespace

int main() {
  ampt::test_result r;
  typedef concurrency::tiled_extent<2, 4, 8> te3;
  typedef concurrency::tiled_index<2, 4, 8> ti3;
  static_assert(te3::tile_dim0 == 2 && te3::tile_dim1 == 4 && te3::tile_dim2 == 8,
                "tiled_extent tile_dim constants");
  static_assert(ti3::tile_dim0 == 2 && ti3::tile_dim1 == 4 && ti3::tile_dim2 == 8,
                "tiled_index tile_dim constants");
  static_assert(concurrency::tiled_extent<32>::tile_dim0 == 32, "rank 1");
  static_assert(concurrency::tiled_index<4, 16>::tile_dim1 == 16, "rank 2");
  const int e0 = 4, e1 = 8, e2 = 16;
  std::vector<int> out(e0 * e1 * e2, 0);
  concurrency::array_view<int, 3> ov(e0, e1, e2, out);
  concurrency::parallel_for_each(
      ov.extent.tile<2, 4, 8>(), [=](ti3 t) restrict(amp) {
        tile_static int s[ti3::tile_dim0][ti3::tile_dim1][ti3::tile_dim2];
        s[t.local[0]][t.local[1]][t.local[2]] = 1;
        t.barrier.wait();
        int count = 0;
        for (int a = 0; a < ti3::tile_dim0; ++a)
          for (int b = 0; b < ti3::tile_dim1; ++b)
            for (int c = 0; c < ti3::tile_dim2; ++c)
              count += s[a][b][c];
        ov[t.global] = count * 1000 + tile_volume(t);
      });
  ov.synchronize();
  for (int v : out)
    AMPT_CHECK_EQ(r, v, 64 * 1000 + 64);
  return r.finish("tiled/tile_dim_constants");
}
