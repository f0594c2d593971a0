// barrier/rank3_barrier: a barrier in a rank-3 tiled kernel; every thread
// of a 2x4x8 tile writes its linear local id and then reads the element of
// the thread at the opposite corner.
// Specification: C++ AMP 1.2, sections 8.3 and 4.4 (tiled_index<D0,D1,D2>).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int e0 = 4, e1 = 8, e2 = 16;
  std::vector<int> out(e0 * e1 * e2, -1);
  concurrency::array_view<int, 3> ov(e0, e1, e2, out);
  concurrency::parallel_for_each(
      ov.extent.tile<2, 4, 8>(),
      [=](concurrency::tiled_index<2, 4, 8> t) restrict(amp) {
        tile_static int ids[2][4][8];
        int a = t.local[0], b = t.local[1], c = t.local[2];
        ids[a][b][c] = (a * 4 + b) * 8 + c;
        t.barrier.wait();
        ov[t.global] = ids[1 - a][3 - b][7 - c];
      });
  ov.synchronize();
  for (int i = 0; i < e0; ++i)
    for (int j = 0; j < e1; ++j)
      for (int k = 0; k < e2; ++k) {
        int a = 1 - i % 2, b = 3 - j % 4, c = 7 - k % 8;
        AMPT_CHECK_EQ(r, out[(i * e1 + j) * e2 + k], (a * 4 + b) * 8 + c);
      }
  return r.finish("barrier/rank3_barrier");
}
