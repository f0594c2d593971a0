// A kernel whose tile_static sum races (AH1102), once written out and once
// through a macro; a helper from util.h that can fall off its end (AH1402).
#include <amp.h>
#include "util.h"
using namespace concurrency;

#define ADD_TO(dst, v) dst += v

void sums(array_view<float, 2> m, array_view<float, 2> out) {
  parallel_for_each(m.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
    tile_static float total;
    tile_static float again;
    total += m[t];
    ADD_TO(again, m[t]);
    t.barrier.wait();
    out[t] = total + again;
  });
}

int main() { return clamp_sign(3); }
