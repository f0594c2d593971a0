// tile_static/mixed_types: several tile_static variables of different types
// (int array, double array, unsigned scalar, float scalar) in one kernel.
// Specification: C++ AMP 1.2, section 8.2; double in amp code needs an
// accelerator with double precision (section 3.2.3.2).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator acc;
  if (!acc.get_supports_double_precision()) {
    std::printf("no double precision: skipped\n");
    return r.finish("tile_static/mixed_types");
  }
  const int tile = 32, n = 4 * tile;
  std::vector<int> ia(n);
  std::vector<double> da(n);
  for (int i = 0; i < n; ++i) {
    ia[i] = i - 40;
    da[i] = 0.125 * i;
  }
  std::vector<double> out(n / tile, 0.0);
  concurrency::array_view<const int, 1> iv(n, ia);
  concurrency::array_view<const double, 1> dv(n, da);
  concurrency::array_view<double, 1> ov(n / tile, out);
  concurrency::parallel_for_each(
      iv.extent.tile<tile>(),
      [=](concurrency::tiled_index<tile> t) restrict(amp) {
        tile_static int ints[tile];
        tile_static double dbls[tile];
        tile_static unsigned count;
        tile_static float scale;
        ints[t.local[0]] = iv[t.global];
        dbls[t.local[0]] = dv[t.global];
        if (t.local[0] == 0) {
          count = tile;
          scale = 2.0f;
        }
        t.barrier.wait();
        if (t.local[0] == 0) {
          double s = 0.0;
          for (unsigned i = 0; i < count; ++i)
            s += ints[i] * dbls[i];
          ov[t.tile] = s * scale;
        }
      });
  ov.synchronize();
  for (int b = 0; b < n / tile; ++b) {
    double s = 0.0;
    for (int i = 0; i < tile; ++i)
      s += ia[b * tile + i] * da[b * tile + i];
    AMPT_CHECK_CLOSE(r, out[b], 2.0 * s, 1e-9);
  }
  return r.finish("tile_static/mixed_types");
}
