// AMP2HIP_ROBUST_ACCESS: Direct3D's robust buffer access, which C++ AMP
// programs written for Windows sometimes relied on without knowing. Accesses
// outside the storage behind a view (not merely outside its extent) read 0
// and write nothing; inside the storage a section may still reach its
// neighbours, as on Direct3D.
#define AMP2HIP_ROBUST_ACCESS
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int size = 1 << 20, half = size / 2;
  std::vector<int> vec(size, 7);
  array_view<int, 1> all(size, vec);
  array_view<int, 1> first = all.section(0, half);
  array_view<int, 1> second = all.section(half, half);
  parallel_for_each(first.extent, [=](index<1> i) restrict(amp) {
    all[i + size] = first[i];   // past the end of the storage: dropped
    all[i] = all[i - size] + 1; // before its start: reads 0, so 1
    second[i - half] += 0;      // the other half, through the section: fine
  });
  all.synchronize();

  // A 2-D array: a row past the last one reads 0 through a projection.
  array<float, 2> grid(4, 8);
  array_view<float, 1> sums(4);
  parallel_for_each(grid.extent, [=, &grid](index<2> i) restrict(amp) {
    grid[i] = 1.0f;
  });
  parallel_for_each(sums.extent, [=, &grid](index<1> r) restrict(amp) {
    float s = 0;
    for (int c = 0; c < 8; ++c)
      s += grid[r[0]][c] + grid[r[0] + 4][c]; // rows 4..7 do not exist
    sums[r] = s;
  });

  int bad = 0;
  for (int k = 0; k < size; ++k)
    if (vec[k] != (k < half ? 1 : 7))
      ++bad;
  for (int r = 0; r < 4; ++r)
    if (sums[r] != 8.0f)
      ++bad;
  std::printf("%s: %d wrong\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
