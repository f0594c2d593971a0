// tile_static/matrix_multiply: the classic tiled matrix product; each tile
// walks the shared dimension in steps of TS, staging one TS x TS block of A
// and of B in tile_static memory per step (two barriers per step).
// Specification: C++ AMP 1.2, sections 8.2 and 8.3.
#include "amp_test.h"

using namespace concurrency;

namespace {
const int TS = 8;
} // namespace

int main() {
  ampt::test_result r;
  const int M = 24, K = 40, N = 16;
  std::vector<float> a(M * K), b(K * N), c(M * N, 0.0f);
  for (int i = 0; i < M * K; ++i)
    a[i] = float((i * 7) % 11) - 5.0f;
  for (int i = 0; i < K * N; ++i)
    b[i] = float((i * 3) % 7) * 0.5f;
  array_view<const float, 2> av(M, K, a), bv(K, N, b);
  array_view<float, 2> cv(M, N, c);
  cv.discard_data();
  parallel_for_each(cv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static float as[TS][TS];
    tile_static float bs[TS][TS];
    int row = t.local[0], col = t.local[1];
    float sum = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TS) {
      as[row][col] = av(t.global[0], k0 + col);
      bs[row][col] = bv(k0 + row, t.global[1]);
      t.barrier.wait();
      for (int k = 0; k < TS; ++k)
        sum += as[row][k] * bs[k][col];
      t.barrier.wait();
    }
    cv[t.global] = sum;
  });
  cv.synchronize();
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float want = 0.0f;
      for (int k = 0; k < K; ++k)
        want += a[i * K + k] * b[k * N + j];
      AMPT_CHECK_CLOSE(r, c[i * N + j], want, 1e-3);
    }
  return r.finish("tile_static/matrix_multiply");
}
