// transpose.cpp - tiled matrix transpose through a tile_static block.
//
// Each 16 x 16 tile reads a block of the input row by row, waits at a barrier,
// and writes the block out so that neighbouring threads still touch
// neighbouring addresses on the output side too.
//   (a) 256 x 512: both sizes are multiples of 16, every thread is in range.
//   (b) 999 x 666: not multiples of 16. The domain is padded up to whole tiles
//       with tiled_extent::pad(); the extra threads still take part in the
//       barrier but their guarded reads return 0 and their writes are dropped.
// Both results are compared element by element (exactly) with a CPU transpose.

#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TS = 16;

// Swap the two coordinates of an index or an extent.
inline index<2> transpose(const index<2> &idx) restrict(cpu, amp) {
  return index<2>(idx[1], idx[0]);
}
inline extent<2> transpose(const extent<2> &ext) restrict(cpu, amp) {
  return extent<2>(ext[1], ext[0]);
}

// Reads v[idx], or a default value when idx lies outside the view.
template <typename T, int Rank>
T read_or_default(const array_view<const T, Rank> &v,
                  const index<Rank> &idx) restrict(cpu, amp) {
  if (v.extent.contains(idx))
    return v[idx];
  return T();
}

// Writes v[idx] only when idx lies inside the view.
template <typename T, int Rank>
void write_if_inside(const array_view<T, Rank> &v, const index<Rank> &idx,
                     T value) restrict(cpu, amp) {
  if (v.extent.contains(idx))
    v[idx] = value;
}

// (a) Sizes divisible by TS: no bounds checks needed.
void transpose_exact(const array_view<const float, 2> &in,
                     const array_view<float, 2> &out) {
  // The old contents of `out` are never read, so they need not be copied.
  out.discard_data();
  parallel_for_each(
      in.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
        tile_static float block[TS][TS];
        const int lr = t_idx.local[0];
        const int lc = t_idx.local[1];
        block[lr][lc] = in[t_idx.global];
        t_idx.barrier.wait();
        // The tile at tile_origin (r0, c0) of `in` lands at (c0, r0) of `out`;
        // thread (lr, lc) writes out(c0 + lr, r0 + lc) = in(r0 + lc, c0 + lr).
        index<2> dest = transpose(t_idx.tile_origin) + index<2>(lr, lc);
        out[dest] = block[lc][lr];
      });
}

// (b) Any size: the padded domain covers the input, the helpers guard memory.
void transpose_padded(const array_view<const float, 2> &in,
                      const array_view<float, 2> &out) {
  out.discard_data();
  tiled_extent<TS, TS> domain = in.extent.tile<TS, TS>().pad();
  parallel_for_each(
      domain, [=](tiled_index<TS, TS> t_idx) restrict(amp) {
        tile_static float block[TS][TS];
        const int lr = t_idx.local[0];
        const int lc = t_idx.local[1];
        block[lr][lc] = read_or_default(in, t_idx.global);
        t_idx.barrier.wait(); // reached by all threads, in range or not
        index<2> dest = transpose(t_idx.tile_origin) + index<2>(lr, lc);
        write_if_inside(out, dest, block[lc][lr]);
      });
}

// Fills an input matrix, runs one transpose variant and checks it exactly.
template <typename TransposeFn>
bool run_case(const char *name, int rows, int cols, TransposeFn fn) {
  std::vector<float> src(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      src[r * cols + c] =
          float(r * 1000 + c) + 0.25f * float((r * 7 + c * 3) % 4);
  // Pre-fill the output with a marker; discard_data means it is never read.
  std::vector<float> dst(rows * cols, -7.0f);

  array_view<const float, 2> in(rows, cols, src);
  array_view<float, 2> out(transpose(in.extent), dst);
  fn(in, out);
  out.synchronize();

  int wrong = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (dst[c * rows + r] != src[r * cols + c]) {
        if (wrong < 3)
          std::printf("  out(%d,%d) = %g, expected %g\n", c, r,
                      dst[c * rows + r], src[r * cols + c]);
        ++wrong;
      }
  std::printf("  %s: %d x %d -> %d x %d, %d elements, %d wrong  %s\n", name,
              rows, cols, cols, rows, rows * cols, wrong,
              wrong == 0 ? "ok" : "MISMATCH");
  return wrong == 0;
}

int main() {
  std::printf("transpose: tiled transpose with %d x %d tiles\n", TS, TS);

  // What pad() and truncate() make of an uneven extent.
  extent<2> uneven(999, 666);
  tiled_extent<TS, TS> padded = uneven.tile<TS, TS>().pad();
  tiled_extent<TS, TS> truncated = uneven.tile<TS, TS>().truncate();
  std::printf("  extent %d x %d: pad() -> %d x %d, truncate() -> %d x %d\n",
              uneven[0], uneven[1], padded[0], padded[1], truncated[0],
              truncated[1]);
  bool ok = padded[0] == 1008 && padded[1] == 672 && truncated[0] == 992 &&
            truncated[1] == 656;
  if (!ok)
    std::printf("  unexpected padded/truncated extent\n");

  // The tiles of (a) cover 256 x 512 exactly; in (b) they overhang.
  bool exact_ok = run_case("divisible", 256, 512, transpose_exact);
  bool padded_ok = run_case("padded, guarded", 999, 666, transpose_padded);
  ok = ok && exact_ok && padded_ok;

  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
