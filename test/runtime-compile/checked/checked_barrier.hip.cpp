// The checked build's tile barrier count, in translated form: amp2hip
// refuses a barrier on a path it sees vary within a tile (C3561), so no
// C++ AMP source of ours reaches this; kernels written against the runtime
// directly, and paths the analysis cannot follow, do. Half of each tile
// returns before the second barrier: the launch must throw, naming the
// barrier's line and the count, instead of hanging or running on. Then a
// kernel whose every thread reaches every barrier runs clean. Prints PASS
// or FAIL.
#define AMP2HIP_CHECKED 1
#include <hip/hip_runtime.h>
#include <amp2hip/amp.h>
#include <cstdio>
#include <string>

using namespace Concurrency;

int main() {
  int failures = 0;
  array_view<int, 1> out(256);
  array_view<int, 1> half(1);
  half[0] = 32;
  const int barrier_line = __LINE__ + 8;
  try {
    parallel_for_each(out.extent.tile<64>(),
                      [=] __device__(tiled_index<64> t) {
                        out[t.global] = 0;
                        t.barrier.wait();
                        if (t.local[0] >= half[0])
                          return;
                        t.barrier.wait();
                        out[t.global] = 1;
                      });
    std::printf("FAIL skipped barrier: no exception\n");
    ++failures;
  } catch (const runtime_exception &e) {
    const std::string what = e.what();
    const std::string place =
        "checked_barrier.hip.cpp:" + std::to_string(barrier_line) + ":";
    if (what.find(place) == std::string::npos ||
        what.find("a tile barrier was reached by 32 of the 64 threads") ==
            std::string::npos) {
      std::printf("FAIL skipped barrier: %s\n", what.c_str());
      ++failures;
    } else {
      std::printf("ok   skipped barrier: %s\n", what.c_str());
    }
  }

  try {
    parallel_for_each(out.extent.tile<64>(),
                      [=] __device__(tiled_index<64> t) {
                        out[t.global] = 2;
                        t.barrier.wait();
                        if (t.local[0] < half[0])
                          out[t.global] += 1;
                        t.barrier.wait_with_all_memory_fence();
                      });
    int sum = 0;
    for (int i = 0; i < 256; ++i)
      sum += out[i];
    if (sum != 256 * 2 + 4 * 32) {
      std::printf("FAIL uniform barriers: sum %d\n", sum);
      ++failures;
    } else {
      std::printf("ok   uniform barriers run clean\n");
    }
  } catch (const runtime_exception &e) {
    std::printf("FAIL uniform barriers reported: %s\n", e.what());
    ++failures;
  }
  std::printf("%s: %d failed\n", failures ? "FAIL" : "PASS", failures);
  return failures != 0;
}
