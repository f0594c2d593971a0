// The tiling article's averages with 2x2 tiles: amp2hip packs 64 tiles into
// a block of 256 threads, each with its own 4-float slice of the block.
#include <amp.h>
using namespace concurrency;

void tile_averages_2(const array_view<const float, 2> &m,
                     const array_view<float, 2> &avg) {
  avg.discard_data();
  parallel_for_each(m.extent.tile<2, 2>(), [=](tiled_index<2, 2> t) restrict(amp) {
    tile_static float cell[2][2];
    cell[t.local[0]][t.local[1]] = m[t.global];
    t.barrier.wait();
    if (t.local[0] == 0 && t.local[1] == 0)
      avg(t.tile[0], t.tile[1]) =
          (cell[0][0] + cell[0][1] + cell[1][0] + cell[1][1]) / 4.0f;
  });
}
