// tile_static/template_tile_size: a function template whose tile size is a
// template parameter sizes its tile_static array; instantiated for three
// tile sizes.
// Specification: C++ AMP 1.2, sections 8.2 and 4.4 (tile extents are
// compile-time constants).
#include "amp_test.h"

namespace {
template <int TILE>
std::vector<int> tile_prefix_last(const std::vector<int> &data) {
  const int n = int(data.size());
  std::vector<int> out(n / TILE, 0);
  concurrency::array_view<const int, 1> dv(n, data);
  concurrency::array_view<int, 1> ov(n / TILE, out);
  concurrency::parallel_for_each(
      dv.extent.template tile<TILE>(),
      [=](concurrency::tiled_index<TILE> t) restrict(amp) {
        tile_static int vals[TILE];
        vals[t.local[0]] = dv[t.global];
        t.barrier.wait();
        if (t.local[0] == TILE - 1) {
          int s = 0;
          for (int i = 0; i < TILE; ++i)
            s += vals[i] * (i + 1);
          ov[t.tile] = s;
        }
      });
  ov.synchronize();
  return out;
}

template <int TILE> void check_size(ampt::test_result &r,
                                    const std::vector<int> &data) {
  std::vector<int> got = tile_prefix_last<TILE>(data);
  for (size_t b = 0; b < got.size(); ++b) {
    int s = 0;
    for (int i = 0; i < TILE; ++i)
      s += data[b * TILE + i] * (i + 1);
    AMPT_CHECK_EQ(r, got[b], s);
  }
}
} // namespace

int main() {
  ampt::test_result r;
  std::vector<int> data(512);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = int(i % 10) - 4;
  check_size<8>(r, data);
  check_size<64>(r, data);
  check_size<256>(r, data);
  return r.finish("tile_static/template_tile_size");
}
