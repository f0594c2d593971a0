// tile_static/cooperative_load_2d: the threads of an 8x8 tile cooperatively
// load a 16x16 tile_static block (four elements each) before a barrier, then
// each thread reads a 2x2 neighbourhood of the block.
// Specification: C++ AMP 1.2, sections 8.2 and 8.3.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int N = 32; // input is N x N, output (N/2) x (N/2)
  std::vector<float> in(N * N), out((N / 2) * (N / 2), 0.0f);
  for (int i = 0; i < N * N; ++i)
    in[i] = float((i * 11) % 23);
  array_view<const float, 2> iv(N, N, in);
  array_view<float, 2> ov(N / 2, N / 2, out);
  ov.discard_data();
  parallel_for_each(ov.extent.tile<8, 8>(), [=](tiled_index<8, 8> t) restrict(amp) {
    tile_static float block[16][16];
    // Four loads per thread: rows l0 and l0+8, columns l1 and l1+8.
    for (int dr = 0; dr < 16; dr += 8)
      for (int dc = 0; dc < 16; dc += 8) {
        int br = t.local[0] + dr, bc = t.local[1] + dc;
        block[br][bc] = iv(t.tile[0] * 16 + br, t.tile[1] * 16 + bc);
      }
    t.barrier.wait();
    int r0 = 2 * t.local[0], c0 = 2 * t.local[1];
    ov[t.global] = block[r0][c0] + block[r0 + 1][c0] + block[r0][c0 + 1] +
                   block[r0 + 1][c0 + 1];
  });
  ov.synchronize();
  for (int i = 0; i < N / 2; ++i)
    for (int j = 0; j < N / 2; ++j) {
      float want = in[(2 * i) * N + 2 * j] + in[(2 * i + 1) * N + 2 * j] +
                   in[(2 * i) * N + 2 * j + 1] + in[(2 * i + 1) * N + 2 * j + 1];
      AMPT_CHECK_EQ(r, out[i * (N / 2) + j], want);
    }
  return r.finish("tile_static/cooperative_load_2d");
}
