// A macro whose whole expansion is the barrier call is replaced at its use.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

#define WAIT_ALL wait()

void tiles(std::vector<float> &data) {
  array_view<float, 1> av(64, data);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    t.barrier.WAIT_ALL;
  });
}
// CHECK:     __syncthreads();
