// tile_averages.cpp - one average per tile, summed in tile_static memory.
//
// A 16 x 16 matrix is split into square tiles of TS x TS elements. Each thread
// copies its element into a tile_static block; after a barrier the first
// thread of the tile adds the whole block up and stores the average in a
// concurrency::array with one element per tile. The same function template
// runs with TS = 2 and TS = 4, and with two kinds of barrier:
//   - tile_barrier::wait()                                (full fence)
//   - tile_barrier::wait_with_tile_static_memory_fence()  (enough here: only
//     tile_static memory is shared between the threads of a tile)
// Every result is compared with averages computed on the CPU.

#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

static const int N = 16; // the matrix is N x N

// Averages of all TS x TS tiles of `matrix` (n x n, row-major). The result is
// (n/TS) x (n/TS), row-major. TileFenceOnly picks the barrier flavour.
template <int TS, bool TileFenceOnly>
std::vector<float> tile_averages(const std::vector<float> &matrix, int n) {
  Concurrency::array_view<const float, 2> in(n, n, matrix);

  // Fill with a value no average can have, so a missed tile shows up.
  const int tiles = n / TS;
  std::vector<float> init(tiles * tiles, -1.0f);
  Concurrency::array<float, 2> averages(Concurrency::extent<2>(tiles, tiles),
                                        init.begin(), init.end());

  // An array lives on the accelerator and cannot be copied into the kernel,
  // so it is captured by reference; the array_view is captured by value.
  Concurrency::parallel_for_each(
      in.extent.tile<TS, TS>(),
      [=, &averages](Concurrency::tiled_index<TS, TS> t_idx) restrict(amp) {
        tile_static float block[TS][TS];
        block[t_idx.local[0]][t_idx.local[1]] = in[t_idx.global];

        // Every thread of the tile reaches this line; nobody reads the
        // block before all of it has been written.
        if (TileFenceOnly)
          t_idx.barrier.wait_with_tile_static_memory_fence();
        else
          t_idx.barrier.wait();

        if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
          float sum = 0.0f;
          for (int r = 0; r < TS; ++r)
            for (int c = 0; c < TS; ++c)
              sum += block[r][c];
          averages[t_idx.tile] = sum / (TS * TS);
        }
      });

  // Two ways to get an array's contents back: an implicit conversion to
  // std::vector, or concurrency::copy into an existing container.
  if (TileFenceOnly) {
    std::vector<float> out(tiles * tiles);
    Concurrency::copy(averages, out.begin());
    return out;
  }
  std::vector<float> out = averages;
  return out;
}

// Same computation on the CPU, summing in the same order as the kernel.
std::vector<float> cpu_tile_averages(const std::vector<float> &matrix, int n,
                                     int ts) {
  const int tiles = n / ts;
  std::vector<float> out(tiles * tiles);
  for (int tr = 0; tr < tiles; ++tr)
    for (int tc = 0; tc < tiles; ++tc) {
      float sum = 0.0f;
      for (int r = 0; r < ts; ++r)
        for (int c = 0; c < ts; ++c)
          sum += matrix[(tr * ts + r) * n + (tc * ts + c)];
      out[tr * tiles + tc] = sum / (ts * ts);
    }
  return out;
}

// Compares one run against the CPU and prints a line about it.
bool report(const char *barrier_name, int ts, const std::vector<float> &got,
            const std::vector<float> &matrix, int n) {
  std::vector<float> want = cpu_tile_averages(matrix, n, ts);
  double max_rel = 0.0;
  bool ok = got.size() == want.size();
  for (size_t i = 0; ok && i < want.size(); ++i) {
    double denom = std::fabs(want[i]) > 1.0 ? std::fabs(want[i]) : 1.0;
    double rel = std::fabs(double(got[i]) - double(want[i])) / denom;
    if (rel > max_rel)
      max_rel = rel;
  }
  ok = ok && max_rel <= 1e-5;
  std::printf(
      "  tile %dx%d, %-38s %3d averages, first %8.4f, max rel error %.2e  %s\n",
      ts, ts, barrier_name, int(want.size()),
      want.empty() ? 0.0 : double(got[0]), max_rel, ok ? "ok" : "MISMATCH");
  return ok;
}

int main() {
  // Deterministic, uneven input: a small linear congruential generator
  // mapped to [-50, 50), plus a slope so that tiles differ from each other.
  std::vector<float> matrix(N * N);
  unsigned state = 12345u;
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c) {
      state = state * 1664525u + 1013904223u;
      float noise = float(state >> 8) / float(1u << 24) * 100.0f - 50.0f;
      matrix[r * N + c] = noise + 2.0f * r - 0.5f * c;
    }

  std::printf("tile_averages: %d x %d matrix, averages of square tiles\n", N,
              N);

  // Both tile sizes, each with both kinds of barrier.
  const char *full = "tile_barrier::wait";
  const char *fence = "wait_with_tile_static_memory_fence";
  bool ok = true;
  ok &= report(full, 2, tile_averages<2, false>(matrix, N), matrix, N);
  ok &= report(fence, 2, tile_averages<2, true>(matrix, N), matrix, N);
  ok &= report(full, 4, tile_averages<4, false>(matrix, N), matrix, N);
  ok &= report(fence, 4, tile_averages<4, true>(matrix, N), matrix, N);

  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
