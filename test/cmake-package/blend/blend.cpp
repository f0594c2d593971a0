#include "blend.h"

using namespace concurrency;

void blend(array_view<const float, 1> a, array_view<const float, 1> b,
           float weight, array_view<float, 1> out) {
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = a[i] + weight * b[i];
  });
}

void tile_sums(array_view<const float, 1> in, array_view<float, 1> sums) {
  sums.discard_data();
  parallel_for_each(in.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
    tile_static float part[256];
    part[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int stride = 128; stride > 0; stride /= 2) {
      if (t.local[0] < stride)
        part[t.local[0]] += part[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      sums[t.tile] = part[0];
  });
}
