// tiled/pad_guarded: an extent that is not a multiple of the tile size is
// padded with tiled_extent::pad(); threads outside the original extent do
// not touch the data but still take part in the barrier; a per-tile sum of
// the valid elements is checked.
// Specification: C++ AMP 1.2, section 4.4 (tiled_extent::pad).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int T = 32, n = 100; // 3 full tiles and 4 elements
  std::vector<int> in(n), sums((n + T - 1) / T, 0);
  for (int i = 0; i < n; ++i)
    in[i] = i + 1;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> sv(int(sums.size()), sums);
  tiled_extent<T> te = iv.extent.tile<T>().pad();
  AMPT_CHECK_EQ(r, te[0], 128);
  parallel_for_each(te, [=](tiled_index<T> t) restrict(amp) {
    tile_static int s[T];
    s[t.local[0]] = iv.extent.contains(t.global) ? iv[t.global] : 0;
    t.barrier.wait();
    if (t.local[0] == 0) {
      int acc = 0;
      for (int k = 0; k < T; ++k)
        acc += s[k];
      sv[t.tile] = acc;
    }
  });
  sv.synchronize();
  for (int b = 0; b < int(sums.size()); ++b) {
    int want = 0;
    for (int i = b * T; i < std::min(n, (b + 1) * T); ++i)
      want += in[i];
    AMPT_CHECK_EQ(r, sums[b], want);
  }
  return r.finish("tiled/pad_guarded");
}
