// reduce.cpp - a tiled reduction: each tile sums its elements in tile_static
// memory, halving the active threads after each barrier; the host adds the
// per-tile sums.
#include "vecops/gpu.h"
#include "vecops/vecops.h"

#include <numeric>

namespace vecops {

namespace {
const int TileSize = 64;
} // namespace

float sum(const std::vector<float> &v) {
  const int tiles = (static_cast<int>(v.size()) + TileSize - 1) / TileSize;
  // Padding with zeros makes the extent a multiple of the tile size.
  std::vector<float> padded(v);
  padded.resize(tiles * TileSize, 0.0f);
  std::vector<float> partial(tiles);
  concurrency::array_view<const float, 1> in(tiles * TileSize, padded);
  concurrency::array_view<float, 1> out(tiles, partial);
  out.discard_data();
  concurrency::parallel_for_each(
      in.extent.tile<TileSize>(),
      [=](concurrency::tiled_index<TileSize> t) restrict(amp) {
        tile_static float part[TileSize];
        const int me = t.local[0];
        part[me] = in[t.global];
        t.barrier.wait();
        for (int half = TileSize / 2; half > 0; half /= 2) {
          if (me < half)
            part[me] += part[me + half];
          t.barrier.wait();
        }
        if (me == 0)
          out[t.tile] = part[0];
      });
  out.synchronize();
  return std::accumulate(partial.begin(), partial.end(), 0.0f);
}

} // namespace vecops
