// Kernels of the library, partly written as launch macros.
#ifndef LIB_KERNELS_H
#define LIB_KERNELS_H
#include "detail/helpers.h"
#include <vector>

#define LIB_FOR_EACH(n, idx, ...)                                              \
  concurrency::parallel_for_each(                                              \
      concurrency::extent<1>(n),                                               \
      [=](concurrency::index<1> idx) restrict(amp) { __VA_ARGS__ })
#define LIB_SHARED tile_static

namespace lib {
// Reverses each tile of 16 elements in place.
inline void reverse_tiles(concurrency::array_view<int, 1> av) {
  concurrency::parallel_for_each(
      av.extent.tile<16>(), [=](concurrency::tiled_index<16> t) restrict(amp) {
        LIB_SHARED int tile[16];
        tile[t.local[0]] = av[t.global];
        t.barrier.wait();
        av[t.global] = tile[15 - t.local[0]];
      });
}

inline void cube_all(concurrency::array_view<int, 1> av) {
  LIB_FOR_EACH(av.extent[0], i, av[i] = cube(av[i]););
}
} // namespace lib
#endif
