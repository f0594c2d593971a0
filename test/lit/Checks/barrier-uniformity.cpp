// RUN: %amp2hip --no-output %s -- -Xclang -verify
// C3561: a tile barrier must be reached by every thread of the tile. The
// analysis follows values (uniform: constants, template parameters, tile,
// tile_origin, tile_extent, tile_static reads, locals computed from those)
// and control flow (if, loops, ?:, &&, ||, early return and break), also
// into the functions a kernel calls.

#include <amp.h>
#include "Inputs/barrier-helpers.h"
using namespace concurrency;

static const int TS = 16;

void sync_if(const tiled_index<TS> &t, bool go) restrict(amp) {
  if (go) // expected-note {{this condition is not uniform across the tile}}
    t.barrier.wait(); // expected-error {{C3561: tile barrier reached under control flow that is not uniform across the tile}}
}

template <int N> void unrolled(const tiled_index<TS> &t) restrict(amp) {
  for (int k = 0; k < N; ++k) // template parameter bound: uniform
    t.barrier.wait();
}

void kernels(array_view<float, 1> av, int n) {
  parallel_for_each(av.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) { // expected-note 8 {{in the call graph of the parallel_for_each here}}
    tile_static float buf[TS];
    buf[t.local[0]] = av[t];
    t.barrier.wait();

    // Uniform: constants, captured values, tile indices, locals from them.
    if (n > 4)
      t.barrier.wait();
    int first = t.tile[0] * TS;
    if (first > 0 && t.tile_origin[0] >= 0)
      t.barrier.wait_with_tile_static_memory_fence();
    for (int k = 0; k < n; ++k)
      t.barrier.wait();
    if (buf[0] > 0.0f) // a tile_static read after the barrier
      t.barrier.wait();
    unrolled<3>(t);
    sync_if(t, n > 2); // uniform argument: fine

    // Not uniform.
    if (t.local[0] == 0) // expected-note {{this condition is not uniform across the tile}}
      t.barrier.wait(); // expected-error {{C3561: tile barrier reached}}
    int lane = t.global[0] % 2;
    int copy = lane + 1;
    while (copy < 3) { // expected-note {{this condition is not uniform across the tile}}
      t.barrier.wait(); // expected-error {{C3561: tile barrier reached}}
      ++copy;
    }
    float v = av[t];
    (void)((v > 0.0f) ? (t.barrier.wait(), 1) : 0); // expected-error {{C3561: tile barrier reached}} expected-note {{this condition is not uniform}}
    (void)((t.local[0] < 4) && (t.barrier.wait(), true)); // expected-error {{C3561: tile barrier reached}} expected-note {{this condition is not uniform}}
    for (int k = 0; k < 4; ++k) { // expected-note {{this condition is not uniform}}
      if (t.local[0] == k) // threads leave at different k
        break;
      t.barrier.wait(); // expected-error {{C3561: tile barrier reached}}
    }
    sync_if(t, t.local[0] > 0); // helper with a barrier under its own parameter: reported inside, see above
    if (t.global[0] > 7) // expected-note {{this condition is not uniform}}
      header_sync(t); // expected-error {{C3561: call to 'header_sync', which waits on a tile barrier, under control flow that is not uniform across the tile}}
    if (lane)
      return; // expected-note {{this return leaves under a condition that is not uniform across the tile}}
    t.barrier.wait(); // expected-error {{C3561: tile barrier reached}}
  });
}
// expected-note@60 {{'sync_if' is called here from 'lambda'}}

// A functor template: each instance is analysed.
template <int Tile> struct Reduce {
  array_view<float, 1> av;
  void operator()(tiled_index<Tile> t) const restrict(amp) {
    tile_static float s[Tile];
    s[t.local[0]] = av[t];
    for (int stride = Tile / 2; stride > 0; stride /= 2) {
      t.barrier.wait(); // uniform loop: stride depends on Tile only
      if (t.local[0] < stride)
        s[t.local[0]] += s[t.local[0] + stride];
    }
    if (t.local[0] == 0) { // expected-note {{this condition is not uniform}}
      av[t] = s[0];
      t.barrier.wait(); // expected-error {{C3561: tile barrier reached}}
    }
  }
};

void functors(array_view<float, 1> av) {
  parallel_for_each(av.extent.tile<64>(), Reduce<64>{av}); // expected-note {{in the call graph of the parallel_for_each here}}
  parallel_for_each(av.extent.tile<128>(), Reduce<128>{av}); // same line reported once
}
