// tiled/truncate_remainder: tiled_extent::truncate() drops the partial last
// tile; the tiled kernel handles the whole tiles and a second, non-tiled
// kernel over the remainder (a section) handles the rest.
// Specification: C++ AMP 1.2, section 4.4 (tiled_extent::truncate).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int T = 64, n = 1000; // 15 whole tiles (960) and 40 more
  std::vector<int> out(n, 0);
  concurrency::array_view<int, 1> ov(n, out);
  concurrency::tiled_extent<T> whole = ov.extent.tile<T>().truncate();
  AMPT_CHECK_EQ(r, whole[0], 960);
  concurrency::parallel_for_each(
      whole, [=](concurrency::tiled_index<T> t) restrict(amp) {
        tile_static int s[T];
        s[t.local[0]] = t.global[0];
        t.barrier.wait();
        ov[t.global] = s[T - 1 - t.local[0]] * 2;
      });
  const int done = whole[0];
  concurrency::array_view<int, 1> rest = ov.section(done, n - done);
  concurrency::parallel_for_each(
      rest.extent, [=](concurrency::index<1> i) restrict(amp) {
        rest[i] = -(done + i[0]);
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int want;
    if (i < 960) {
      int b = (i / T) * T;
      want = (b + T - 1 - (i - b)) * 2;
    } else {
      want = -i;
    }
    AMPT_CHECK_EQ(r, out[i], want);
  }
  return r.finish("tiled/truncate_remainder");
}
