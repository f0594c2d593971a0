// tiled/truncate_rank2: truncate() of a rank-2 tiled extent (27 x 37 with
// 8 x 16 tiles gives 24 x 32); the tiled kernel covers the truncated
// region and non-tiled kernels over two sections cover the right-hand
// strip and the bottom strip.
// Specification: C++ AMP 1.2, section 4.4 (tiled_extent::truncate).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 27, cols = 37;
  std::vector<int> out(rows * cols, 0);
  array_view<int, 2> ov(rows, cols, out);
  tiled_extent<8, 16> te = ov.extent.tile<8, 16>().truncate();
  AMPT_CHECK_EQ(r, te[0], 24);
  AMPT_CHECK_EQ(r, te[1], 32);
  parallel_for_each(te, [=](tiled_index<8, 16> t) restrict(amp) {
    tile_static int count;
    if (t.local[0] == 0 && t.local[1] == 0)
      count = 0;
    t.barrier.wait();
    atomic_fetch_add(&count, 1);
    t.barrier.wait();
    ov[t.global] = count; // 128 threads per tile
  });
  const int cr = te[0], cc = te[1];
  array_view<int, 2> right = ov.section(0, cc, rows, cols - cc);
  array_view<int, 2> bottom = ov.section(cr, 0, rows - cr, cc);
  parallel_for_each(right.extent, [=](concurrency::index<2> i) restrict(amp) { right[i] = -1; });
  parallel_for_each(bottom.extent, [=](concurrency::index<2> i) restrict(amp) { bottom[i] = -2; });
  ov.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      int want = j >= 32 ? -1 : (i >= 24 ? -2 : 128);
      AMPT_CHECK_EQ(r, out[i * cols + j], want);
    }
  return r.finish("tiled/truncate_rank2");
}
