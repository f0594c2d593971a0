// stencil.cpp - each tile loads its block into tile_static memory; threads
// read their row neighbours from the block, and from global memory at the
// block's left and right edges.
#include "stencil.h"

#include "vecops/gpu.h"

using namespace concurrency;

namespace {

// The value at column c of row r, or at column self where c is outside.
float at_or_self(const array_view<const float, 2> &g, int r, int c,
                 int self) VECOPS_GPU {
  return (c < 0 || c >= g.extent[1]) ? g(r, self) : g(r, c);
}

} // namespace

std::vector<float> smooth_rows(const std::vector<float> &in, int rows,
                               int cols, float limit) {
  std::vector<float> result(in.size());
  array_view<const float, 2> g(rows, cols, in);
  array_view<float, 2> out(rows, cols, result);
  out.discard_data();
  parallel_for_each(
      out.extent.tile<StencilTile, StencilTile>(),
      [=](tiled_index<StencilTile, StencilTile> t) restrict(amp) {
        tile_static float block[StencilTile][StencilTile];
        const int lr = t.local[0], lc = t.local[1];
        const int r = t.global[0], c = t.global[1];
        block[lr][lc] = g[t.global];
        t.barrier.wait_with_tile_static_memory_fence();
        float left = lc > 0 ? block[lr][lc - 1] : at_or_self(g, r, c - 1, c);
        float right = lc < StencilTile - 1 ? block[lr][lc + 1]
                                           : at_or_self(g, r, c + 1, c);
        out[t.global] =
            vecops::clamp((left + block[lr][lc] + right) / 3.0f, 0.0f, limit);
      });
  out.synchronize();
  return result;
}
