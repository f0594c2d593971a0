// Kernels of the demo solution: DEMO_SCALE comes from the solution's property
// sheet through PreprocessorDefinitions, DEMO_OFFSET from the forced
// include; the file is listed as "Src\scale.cpp".
#include "stdafx.h"
#include "Kernels.h"

using namespace concurrency;

void scale_and_offset(std::vector<int> &values) {
  array_view<int, 1> v(static_cast<int>(values.size()), values);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = v[i] * DEMO_SCALE + DEMO_OFFSET;
  });
  v.synchronize();
}

std::vector<int> tile_sums(const std::vector<int> &values) {
  const int n = static_cast<int>(values.size());
  std::vector<int> sums(n / 64);
  array_view<const int, 1> in(n, values);
  array_view<int, 1> out(n / 64, sums);
  out.discard_data();
  parallel_for_each(in.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int part[64];
    part[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int stride = 32; stride > 0; stride /= 2) {
      if (t.local[0] < stride)
        part[t.local[0]] += part[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      out[t.tile] = part[0];
  });
  out.synchronize();
  return sums;
}
