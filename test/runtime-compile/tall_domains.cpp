// Tiled domains with more tiles along y or z than one GPU launch holds
// (65535): the runtime covers them with several launches of a kernel that
// adds each launch's first tile, and everything smaller with one launch of
// a kernel that does not (docs/performance.md). Every thread records its
// tiled_index, read back and checked against the host: 2-D and 3-D tiles,
// tall in the first and in the second dimension, each with a tile small
// enough to be packed several to a block and one that is not.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static bool report(const char *what, bool ok) {
  std::printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  return ok;
}

// Each element gets tile row, local row and column packed into one int; a
// tile_static cell and a barrier make the kernel a real tiled one.
template <int T0, int T1> bool tall2(int rows, int cols) {
  std::vector<int> seen(size_t(rows) * cols, -1);
  array_view<int, 2> out(rows, cols, seen);
  out.discard_data();
  parallel_for_each(
      out.extent.tile<T0, T1>(), [=](tiled_index<T0, T1> t) restrict(amp) {
        tile_static int row[T0][T1];
        row[t.local[0]][t.local[1]] = t.tile[0];
        t.barrier.wait();
        const int mirror = row[T0 - 1 - t.local[0]][T1 - 1 - t.local[1]];
        out[t.global] =
            (mirror * T0 + t.local[0]) * 4096 + t.tile_origin[1] + t.local[1];
      });
  out.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (seen[size_t(r) * cols + c] != r * 4096 + c)
        return false;
  return true;
}

// A position as one int (unsigned arithmetic: it may wrap).
static int mix(int i, int j, int k) restrict(cpu, amp) {
  return static_cast<int>(static_cast<unsigned>(i) * 2654435761u ^
                          static_cast<unsigned>(j) * 40503u ^
                          static_cast<unsigned>(k));
}

template <int T0, int T1, int T2> bool tall3(int d0, int d1, int d2) {
  std::vector<int> seen(size_t(d0) * d1 * d2, -1);
  array_view<int, 3> out(d0, d1, d2, seen);
  out.discard_data();
  parallel_for_each(
      out.extent.tile<T0, T1, T2>(), [=
  ](tiled_index<T0, T1, T2> t) restrict(amp) {
        tile_static int origin[T0][T1][T2];
        origin[t.local[0]][t.local[1]][t.local[2]] = t.tile_origin[1];
        t.barrier.wait();
        const int o1 = origin[T0 - 1 - t.local[0]][t.local[1]][t.local[2]];
        out[t.global] =
            mix(t.tile[0] * T0 + t.local[0], o1 + t.local[1], t.global[2]);
      });
  out.synchronize();
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int k = 0; k < d2; ++k)
        if (seen[(size_t(i) * d1 + j) * d2 + k] != mix(i, j, k))
          return false;
  return true;
}

int main() {
  bool ok = true;
  ok &= report("2-D, 70001 tile rows of 1x32", tall2<1, 32>(70001, 32));
  ok &= report("2-D, 65535 tile rows of 1x32 (one launch)",
               tall2<1, 32>(65535, 32));
  ok &= report("2-D, 65536 tile rows of 2x4 (packed)", tall2<2, 4>(131072, 16));
  ok &=
      report("3-D, 70001 tiles along z, 1x1x32", tall3<1, 1, 32>(70001, 2, 32));
  ok &=
      report("3-D, 70001 tiles along y, 1x1x32", tall3<1, 1, 32>(2, 70001, 32));
  ok &= report("3-D, 70001 tiles along y, 1x1x4 (packed)",
               tall3<1, 1, 4>(3, 70001, 8));
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
