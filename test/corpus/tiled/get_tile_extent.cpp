// tiled/get_tile_extent: tiled_extent::get_tile_extent() returns the tile's
// extent for ranks 1-3, on the host and in amp code; the tiled_extent's own
// extent is the compute domain.
// Specification: C++ AMP 1.2, section 4.4 (tiled_extent::get_tile_extent).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  tiled_extent<16> t1 = extent<1>(64).tile<16>();
  tiled_extent<2, 8> t2 = extent<2>(4, 32).tile<2, 8>();
  tiled_extent<1, 2, 4> t3 = extent<3>(3, 4, 8).tile<1, 2, 4>();
  AMPT_CHECK(r, t1.get_tile_extent() == extent<1>(16));
  AMPT_CHECK(r, t2.get_tile_extent() == extent<2>(2, 8));
  AMPT_CHECK(r, t3.get_tile_extent() == extent<3>(1, 2, 4));
  AMPT_CHECK_EQ(r, t2.size(), 128u);
  AMPT_CHECK_EQ(r, t3[2], 8);
  std::vector<int> out(t2.size(), 0);
  array_view<int, 2> ov(4, 32, out);
  parallel_for_each(t2, [=](tiled_index<2, 8> t) restrict(amp) {
    tiled_extent<2, 8> te = ov.extent.tile<2, 8>();
    extent<2> tile_ext = te.get_tile_extent();
    ov[t.global] = tile_ext[0] * 100 + tile_ext[1] + int(tile_ext.size()) * 1000;
  });
  ov.synchronize();
  for (int v : out)
    AMPT_CHECK_EQ(r, v, 16 * 1000 + 208);
  return r.finish("tiled/get_tile_extent");
}
