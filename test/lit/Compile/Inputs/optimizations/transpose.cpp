// The seed transpose (a tile_static block written down a column) in a tiled
// kernel: amp2hip pads the block, and the runtime's kernel carries the tile
// size as its launch bounds.
#include <amp.h>
using namespace concurrency;

static const int tile_size = 16;

void transpose_tiled(const array_view<const float, 2> &A,
                     const array_view<float, 2> &At) {
  At.discard_data();
  parallel_for_each(A.extent.tile<tile_size, tile_size>(),
                    [=](tiled_index<tile_size, tile_size> t) restrict(amp) {
    tile_static float t1[tile_size][tile_size];
    t1[t.local[1]][t.local[0]] = A[t.global];
    t.barrier.wait();
    At(t.tile_origin[1] + t.local[0], t.tile_origin[0] + t.local[1]) =
        t1[t.local[0]][t.local[1]];
  });
}
