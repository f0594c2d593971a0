// tile_static becomes __shared__, barrier waits become __syncthreads() and
// the fence functions __threadfence_block(); comments stay.
// RUN: %strip %s > %t.cpp
// (Tile packing, which rewrites small tiles, is Rewrite/tile-packing.cpp's.)
// RUN: %amp2hip --no-tile-packing %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

void tiles(std::vector<float> &data) {
  array_view<float, 2> av(16, 16, data);
  parallel_for_each(av.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
    tile_static float block[4][4]; // one copy per tile
    block[t.local[0]][t.local[1]] = av[t.global];
    t.barrier.wait();
    float s = block[0][0];
    t.barrier.wait_with_all_memory_fence();
    t.barrier.wait_with_global_memory_fence();
    t.barrier.wait_with_tile_static_memory_fence();
    all_memory_fence(t.barrier);
    global_memory_fence(t.barrier);
    tile_static_memory_fence(t.barrier);
    av[t.global] = s;
  });
}
// CHECK:   parallel_for_each(av.extent.tile<4, 4>(), [=] __device__ (tiled_index<4, 4> t) {
// CHECK-NEXT:     __shared__ float block[4][4]; // one copy per tile
// CHECK-NEXT:     block[t.local[0]][t.local[1]] = av[t.global];
// CHECK-NEXT:     __syncthreads();
// CHECK-NEXT:     float s = block[0][0];
// CHECK-NEXT:     __syncthreads();
// CHECK-NEXT:     __syncthreads();
// CHECK-NEXT:     __syncthreads();
// CHECK-NEXT:     __threadfence_block();
// CHECK-NEXT:     __threadfence_block();
// CHECK-NEXT:     __threadfence_block();
// CHECK-NEXT:     av[t.global] = s;
// CHECK-NEXT:   });

// A barrier in a function template whose tile size is a template parameter:
// the call is resolved through the instantiation.
template <int TS> void generic(std::vector<float> &data) {
  array_view<float, 2> av(16, 16, data);
  parallel_for_each(av.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static float block[TS][TS];
    block[t.local[0]][t.local[1]] = av[t.global];
    t.barrier.wait();
    av[t.global] = block[TS - 1 - t.local[0]][t.local[1]];
  });
}
template void generic<4>(std::vector<float> &);
// CHECK:   parallel_for_each(av.extent.tile<TS, TS>(), [=] __device__ (tiled_index<TS, TS> t) {
// CHECK-NEXT:     __shared__ float block[TS][TS];
// CHECK-NEXT:     block[t.local[0]][t.local[1]] = av[t.global];
// CHECK-NEXT:     __syncthreads();
