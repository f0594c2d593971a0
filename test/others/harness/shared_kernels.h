// shared_kernels.h - templates that several programs of the second corpus
// instantiate, each with its own element types and function objects, the way
// a project header is shared by many sources. One translation of this header
// must serve every source that includes it.
#ifndef SHARED_KERNELS_H
#define SHARED_KERNELS_H

#include "amp_verify.h"

namespace Shared {

// A three-point average along a line; the ends keep their value.
template <typename T> T Smooth3(T left, T mid, T right) VERIFY_GPU {
  return (left + mid + mid + right) / T(4);
}

// Applies Smooth3 to `in` into `out`, on the accelerator.
template <typename T>
void SmoothLine(Concurrency::array_view<const T, 1> in,
                Concurrency::array_view<T, 1> out) {
  int n = in.get_extent()[0];
  out.discard_data();
  Concurrency::parallel_for_each(
      out.get_extent(), [=](Concurrency::index<1> i) VERIFY_GPU_ONLY {
        int k = i[0];
        out[i] = k == 0 || k == n - 1
                     ? in[i]
                     : Smooth3(in[k - 1], in[k], in[k + 1]);
      });
}

// Maps every element through a function object that callers write as a
// restrict(amp) lambda or a class with a restrict(amp, cpu) call operator.
template <typename T, typename Op>
void Transform(Concurrency::array_view<T, 1> data, const Op &op) {
  Concurrency::parallel_for_each(data.get_extent(),
                                 [=](Concurrency::index<1> i) VERIFY_GPU_ONLY {
                                   data[i] = op(data[i]);
                                 });
}

// The same function object on the host, for the reference result.
template <typename T, typename Op>
void TransformOnHost(std::vector<T> &data, const Op &op) {
  for (T &v : data)
    v = op(v);
}

// A reduction by tiles of 64 into one partial sum per tile.
template <typename T>
T TileSums(const std::vector<T> &values) {
  const int tile = 64;
  int n = static_cast<int>(values.size());
  int tiles = (n + tile - 1) / tile;
  Concurrency::array_view<const T, 1> in(n, values);
  std::vector<T> partial(tiles);
  Concurrency::array_view<T, 1> sums(tiles, partial);
  sums.discard_data();
  Concurrency::parallel_for_each(
      Concurrency::extent<1>(tiles * tile).template tile<tile>(),
      [=](Concurrency::tiled_index<tile> t) VERIFY_GPU_ONLY {
        tile_static T part[tile];
        int g = t.global[0];
        part[t.local[0]] = g < n ? in[g] : T(0);
        t.barrier.wait();
        for (int s = tile / 2; s > 0; s /= 2) {
          if (t.local[0] < s)
            part[t.local[0]] += part[t.local[0] + s];
          t.barrier.wait();
        }
        if (t.local[0] == 0)
          sums[t.tile[0]] = part[0];
      });
  sums.synchronize();
  T total = T(0);
  for (T p : partial)
    total += p;
  return total;
}

} // namespace Shared

#endif
