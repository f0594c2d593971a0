// barrier/template_helper_rank2: a function template, restrict(amp), takes a
// rank-2 tiled_index by const reference and waits on its barrier member;
// used to compute the row sums of every 8x8 tile.
// Specification: C++ AMP 1.2, sections 8.3 and 4.4.
#include "amp_test.h"

namespace {
template <int R, int C>
float row_sum_in_tile(const concurrency::tiled_index<R, C> &t, float v)
    restrict(amp) {
  tile_static float m[R][C];
  m[t.local[0]][t.local[1]] = v;
  t.barrier.wait();
  float s = 0.0f;
  for (int c = 0; c < C; ++c)
    s += m[t.local[0]][c];
  t.barrier.wait();
  return s;
}
} // namespace

int main() {
  ampt::test_result r;
  const int rows = 16, cols = 32;
  std::vector<float> in(rows * cols), out(rows * cols, 0.0f);
  for (int i = 0; i < rows * cols; ++i)
    in[i] = float(i % 13) * 0.5f;
  concurrency::array_view<const float, 2> iv(rows, cols, in);
  concurrency::array_view<float, 2> ov(rows, cols, out);
  concurrency::parallel_for_each(
      iv.extent.tile<8, 8>(),
      [=](concurrency::tiled_index<8, 8> t) restrict(amp) {
        ov[t.global] = row_sum_in_tile(t, iv[t.global]);
      });
  ov.synchronize();
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      int c0 = (j / 8) * 8;
      float s = 0.0f;
      for (int c = c0; c < c0 + 8; ++c)
        s += in[i * cols + c];
      AMPT_CHECK_CLOSE(r, out[i * cols + j], s, 1e-4);
    }
  return r.finish("barrier/template_helper_rank2");
}
