// tile_static/pointer_and_reference: a tile_static array passed to amp helper
// functions by reference-to-array and by pointer; both refer to the same
// tile memory.
// Specification: C++ AMP 1.2, section 8.2 (pointers and references to
// tile_static memory in amp code) and 2.4.
#include "amp_test.h"

namespace {
const int TILE = 16;

void fill(int (&buf)[TILE], int local, int value) restrict(amp) {
  buf[local] = value;
}

int sum_range(const int *p, int count) restrict(amp) {
  int s = 0;
  for (int i = 0; i < count; ++i)
    s += p[i];
  return s;
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = TILE * 10;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = 3 * i - 50;
  concurrency::array_view<const int, 1> iv(n, in);
  concurrency::array_view<int, 1> ov(n, out);
  concurrency::parallel_for_each(
      iv.extent.tile<TILE>(),
      [=](concurrency::tiled_index<TILE> t) restrict(amp) {
        tile_static int buf[TILE];
        fill(buf, t.local[0], iv[t.global]);
        t.barrier.wait();
        // Sum of the elements up to and including this thread's.
        ov[t.global] = sum_range(&buf[0], t.local[0] + 1);
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = (i / TILE) * TILE, want = 0;
    for (int k = b; k <= i; ++k)
      want += in[k];
    AMPT_CHECK_EQ(r, out[i], want);
  }
  return r.finish("tile_static/pointer_and_reference");
}
