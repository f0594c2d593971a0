// barrier/wait_with_global_memory_fence: threads of a tile exchange values
// through global memory (an array) only; wait_with_global_memory_fence()
// orders the writes before the reads of the other threads.
// Specification: C++ AMP 1.2, section 8.3
// (tile_barrier::wait_with_global_memory_fence).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 384, tile = 128;
  concurrency::array<float, 1> buffer(n);
  std::vector<float> out(n, 0.0f);
  concurrency::array_view<float, 1> ov(n, out);
  concurrency::parallel_for_each(
      ov.extent.tile<tile>(),
      [=, &buffer](concurrency::tiled_index<tile> t) restrict(amp) {
        buffer[t.global] = 0.5f * t.global[0];
        t.barrier.wait_with_global_memory_fence();
        int partner = t.tile_origin[0] + (t.local[0] ^ 1);
        ov[t.global] = buffer[partner] + 1.0f;
      });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], 0.5f * (i ^ 1) + 1.0f);
  return r.finish("barrier/wait_with_global_memory_fence");
}
