// tiled/pad_rank2_guarded: a 2-D extent (30 x 45) padded to a multiple of
// 8 x 16 tiles with pad(); a tiled transpose through tile_static memory
// that guards both the loads and the stores with contains().
// Specification: C++ AMP 1.2, section 4.4 (tiled_extent::pad for rank 2).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 30, cols = 45;
  std::vector<int> in(rows * cols), out(rows * cols, -1);
  for (int k = 0; k < rows * cols; ++k)
    in[k] = k * 3;
  array_view<const int, 2> iv(rows, cols, in);
  array_view<int, 2> ov(cols, rows, out);
  tiled_extent<8, 16> te = iv.extent.tile<8, 16>().pad();
  AMPT_CHECK(r, te[0] == 32 && te[1] == 48);
  parallel_for_each(te, [=](tiled_index<8, 16> t) restrict(amp) {
    tile_static int s[8][16];
    s[t.local[0]][t.local[1]] = iv.extent.contains(t.global) ? iv[t.global] : 0;
    t.barrier.wait();
    concurrency::index<2> dst(t.global[1], t.global[0]);
    if (ov.extent.contains(dst))
      ov[dst] = s[t.local[0]][t.local[1]];
  });
  ov.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      AMPT_CHECK_EQ(r, out[j * rows + i], in[i * cols + j]);
  return r.finish("tiled/pad_rank2_guarded");
}
