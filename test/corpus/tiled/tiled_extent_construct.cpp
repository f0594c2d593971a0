// tiled/tiled_extent_construct: tiled_extent constructed directly from an
// extent and copied; equality with extents and between tiled_extents; the
// compute domain of a tiled parallel_for_each given as such an object.
// Specification: C++ AMP 1.2, section 4.4 (tiled_extent constructors,
// operator==).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::extent<2> e(16, 32);
  concurrency::tiled_extent<8, 8> a(e);
  concurrency::tiled_extent<8, 8> b = a;
  concurrency::tiled_extent<8, 8> c = e.tile<8, 8>();
  AMPT_CHECK(r, a == b);
  AMPT_CHECK(r, b == c);
  AMPT_CHECK(r, concurrency::extent<2>(a) == e); // compared as extents
  concurrency::tiled_extent<8, 8> d;
  AMPT_CHECK(r, d.size() == 0u);
  d = a;
  AMPT_CHECK(r, d == a);
  std::vector<int> tiles(2 * 4, 0);
  concurrency::array_view<int, 2> tv(2, 4, tiles);
  concurrency::parallel_for_each(
      d, [=](concurrency::tiled_index<8, 8> t) restrict(amp) {
        if (t.local == concurrency::index<2>(0, 0))
          tv[t.tile] = 1 + t.tile[0] * 4 + t.tile[1];
      });
  tv.synchronize();
  for (int k = 0; k < 8; ++k)
    AMPT_CHECK_EQ(r, tiles[k], k + 1);
  return r.finish("tiled/tiled_extent_construct");
}
