// amp_test_kernels.h - kernel-launching macros (C++ AMP 1.2, section 3.2,
// parallel_for_each). Each expands to a parallel_for_each whose kernel is a
// restrict(amp) lambda capturing by value ([=]); the variadic tail is the
// kernel's body, so it may contain commas.
//
//   AMPT_PFE_1D(n, idx, body...)          extent<1>(n), index<1> idx
//   AMPT_PFE_2D(n0, n1, idx, body...)     extent<2>(n0, n1), index<2> idx
//   AMPT_TILED_1D(n, TILE, tidx, body...) extent<1>(n).tile<TILE>(),
//                                         tiled_index<TILE> tidx
//
// Example:
//   concurrency::array_view<int, 1> v(n, data);
//   AMPT_PFE_1D(n, i, v[i] = v[i] * 2;);
#ifndef AMPT_AMP_TEST_KERNELS_H
#define AMPT_AMP_TEST_KERNELS_H

#include "amp_test.h"

#define AMPT_PFE_1D(n, idx, ...)                                               \
  concurrency::parallel_for_each(                                              \
      concurrency::extent<1>(n),                                               \
      [=](concurrency::index<1> idx) restrict(amp) { __VA_ARGS__ })

#define AMPT_PFE_2D(n0, n1, idx, ...)                                          \
  concurrency::parallel_for_each(                                              \
      concurrency::extent<2>((n0), (n1)),                                      \
      [=](concurrency::index<2> idx) restrict(amp) { __VA_ARGS__ })

#define AMPT_TILED_1D(n, TILE, tidx, ...)                                      \
  concurrency::parallel_for_each(                                              \
      concurrency::extent<1>(n).tile<TILE>(),                                  \
      [=](concurrency::tiled_index<TILE> tidx) restrict(amp) { __VA_ARGS__ })

#endif // AMPT_AMP_TEST_KERNELS_H
