// AMP2HIP_VIEW_INDEX_64: views of 2^31 elements or more, which the default
// 32-bit device offsets refuse (docs/runtime.md), addressed in 64 bits. The
// kernels write the far end of a wide array, through the array itself, a
// section of it and a projection, and a small view beside it; a mismatch
// means an offset wrapped. Needs about 8.6 GB of GPU memory.
#define AMP2HIP_VIEW_INDEX_64
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 65537, cols = 32768; // 2^31 + 2^15 elements
  array<int, 2> wide(rows, cols);
  array_view<int, 2> narrow(64, 64);
  std::vector<int> last(rows, -1), first(rows, -1), tail(2 * cols, -1);
  array_view<int, 1> last_col(rows, last), first_col(rows, first);
  array_view<int, 1> tail_rows(2 * cols, tail);

  parallel_for_each(extent<1>(rows), [=, &wide](index<1> r) restrict(amp) {
    wide(r[0], cols - 1) = r[0] * 3 + 1;
    wide[r[0]][0] = r[0] * 5 + 2; // a rank-1 projection of a wide array
  });
  array_view<int, 2> bottom = wide.section(index<2>(rows - 2, 0),
                                           extent<2>(2, cols));
  parallel_for_each(bottom.extent, [=](index<2> i) restrict(amp) {
    if (i[1] > 0 && i[1] < cols - 1)
      bottom[i] = i[0] * cols + i[1];
  });
  parallel_for_each(narrow.extent, [=](index<2> i) restrict(amp) {
    narrow[i] = i[0] * 64 + i[1];
  });
  parallel_for_each(extent<1>(rows), [=, &wide](index<1> r) restrict(amp) {
    last_col[r] = wide(r[0], cols - 1);
    first_col[r] = wide(r[0], 0);
  });
  parallel_for_each(extent<1>(2 * cols), [=](index<1> k) restrict(amp) {
    tail_rows[k] = bottom(k[0] / cols, k[0] % cols);
  });
  last_col.synchronize();
  first_col.synchronize();
  tail_rows.synchronize();

  int bad = 0;
  for (int r = 0; r < rows; ++r)
    bad += last[r] != r * 3 + 1 || first[r] != r * 5 + 2;
  for (int k = 0; k < 2 * cols; ++k) {
    const int row = k / cols, col = k % cols;
    int want = row * cols + col;
    if (col == 0)
      want = (rows - 2 + row) * 5 + 2;
    else if (col == cols - 1)
      want = (rows - 2 + row) * 3 + 1;
    bad += tail[k] != want;
  }
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j)
      bad += narrow(i, j) != i * 64 + j;
  std::printf("%s: %d mismatches\n", bad ? "FAIL" : "PASS", bad);
  return bad ? 1 : 0;
}
