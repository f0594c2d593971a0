// tile_static/stencil_halo: a 3-point stencil that stages the tile plus one
// halo element on each side in tile_static memory (edge threads load the
// halo), with clamping at the ends of the data.
// Specification: C++ AMP 1.2, sections 8.2 and 8.3.
#include "amp_test.h"

namespace {
const int T = 32;

int clamp_index(int i, int n) restrict(cpu, amp) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = T * 7;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 31) % 47;
  concurrency::array_view<const int, 1> iv(n, in);
  concurrency::array_view<int, 1> ov(n, out);
  concurrency::parallel_for_each(
      iv.extent.tile<T>(), [=](concurrency::tiled_index<T> t) restrict(amp) {
        tile_static int s[T + 2];
        int g = t.global[0], l = t.local[0];
        s[l + 1] = iv[g];
        if (l == 0)
          s[0] = iv[clamp_index(g - 1, n)];
        if (l == T - 1)
          s[T + 1] = iv[clamp_index(g + 1, n)];
        t.barrier.wait();
        ov[g] = s[l] + 2 * s[l + 1] + s[l + 2];
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = in[clamp_index(i - 1, n)] + 2 * in[i] + in[clamp_index(i + 1, n)];
    AMPT_CHECK_EQ(r, out[i], want);
  }
  return r.finish("tile_static/stencil_halo");
}
