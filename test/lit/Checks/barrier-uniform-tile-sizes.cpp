// RUN: %amp2hip --no-output %s -- -Xclang -verify
// expected-no-diagnostics
// Values that are the same in every thread of a tile by construction: the
// tile's extent however it is read, the tile sizes of a tiled_extent, template
// parameters, constants and enumerators, what the kernel captured (a view's
// extent), and locals computed from them. A
// barrier in a loop bounded by them is uniform (no C3561).

#include <amp.h>
using namespace concurrency;

static const int TS = 64;
enum { Half = TS / 2 };

template <int Tile> void tree(const tiled_index<Tile> &t, float *part) restrict(amp) {
  for (int s = t.get_tile_extent()[0] / 2; s > 0; s /= 2) {
    if (t.local[0] < s)
      part[t.local[0]] += part[t.local[0] + s];
    t.barrier.wait();
  }
}

void sizes(array_view<float, 1> av, array_view<float, 2> m) {
  tiled_extent<TS> te = av.extent.tile<TS>();
  parallel_for_each(te, [=](tiled_index<TS> t) restrict(amp) {
    tile_static float part[TS];
    part[t.local[0]] = av[t.global];
    t.barrier.wait();
    tree(t, part);
    for (int s = t.tile_extent[0] / 2; s > 0; s >>= 1)
      t.barrier.wait();
    for (int s = t.tile_dim0 / 2; s > 0; s >>= 1)
      t.barrier.wait();
    for (int s = tiled_index<TS>::tile_dim0; s > 1; s /= 2)
      t.barrier.wait();
    for (int s = te.tile_dim0; s > 1; s /= 2)
      t.barrier.wait();
    for (int s = te.get_tile_extent()[0]; s > 1; s /= 2)
      t.barrier.wait();
    const extent<1> tile = t.get_tile_extent();
    for (int s = tile[0] / 2; s > 0; s /= 2)
      t.barrier.wait();
    for (int s = Half; s > 0; s /= 2)
      t.barrier.wait();
    constexpr int Rounds = sizeof(part) / sizeof(part[0]);
    for (int r = 0; r < Rounds; r += 16)
      t.barrier.wait();
    if (t.tile_origin[0] == 0) // the same for the whole tile
      t.barrier.wait();
    // What the kernel captured: a view's extent, the tiled extent's size.
    for (int k = 0; k < av.extent[0] / TS; k += 1024)
      t.barrier.wait();
    for (int k = 0; k < te.size() / TS; k += 1024)
      t.barrier.wait();
    for (int k = 0; k < av.get_extent().size(); k += 65536)
      t.barrier.wait();
  });
  parallel_for_each(m.extent.tile<8, 8>(), [=](tiled_index<8, 8> t) restrict(amp) {
    for (int s = t.tile_dim0 * t.tile_dim1; s > 1; s /= 2)
      t.barrier.wait();
    for (int s = t.get_tile_extent().size(); s > 1; s /= 2)
      t.barrier.wait();
  });
}
