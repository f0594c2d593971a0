// The shared library: kernels on views that the application made, so that
// both sides must use the one runtime of the process.
#pragma once
#include <amp.h>

// out[i] = a[i] + weight * b[i], left on the accelerator (not synchronized).
void blend(concurrency::array_view<const float, 1> a,
           concurrency::array_view<const float, 1> b, float weight,
           concurrency::array_view<float, 1> out);

// Sum of 256-element tiles of in, one per tile.
void tile_sums(concurrency::array_view<const float, 1> in,
               concurrency::array_view<float, 1> sums);
