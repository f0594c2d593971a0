// --checked: the runtime's checking switch is defined before its headers,
// #line markers keep the C++ AMP file and line numbers, every complete
// subscript of a tile_static array goes through amp2hip::checked_tile_static,
// the barrier waits stay calls on the tile_barrier (fences are still
// rewritten), and no tile_static row is padded. Without --checked, none of
// this (tile-static-and-barriers.cpp, tile-static-padding.cpp).
// RUN: rm -rf %t && mkdir -p %t && %strip %s > %t/transpose.cpp
// RUN: cd %t && %amp2hip --checked transpose.cpp -o transpose.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t/transpose.hip.cpp
// RUN: cd %t && %amp2hip transpose.cpp -o plain.cpp
// RUN: %FileCheck %s --check-prefix=CHECKPLAIN --match-full-lines < %t/plain.cpp

// A transpose through a tile: written along a row, read down a column.
#include <amp.h>
#include <vector>
using namespace concurrency;

#define TILE 16
#define AT(a, i, j) a[i][j]

void transpose(std::vector<float> &data, std::vector<float> &out) {
  array_view<const float, 2> in(64, 64, data);
  array_view<float, 2> res(64, 64, out);
  res.discard_data();
  parallel_for_each(in.extent.tile<TILE, TILE>(),
                    [=](tiled_index<TILE, TILE> t) restrict(amp) {
    tile_static float block[16][16];
    tile_static float other[16][16];
    const int ty = t.local[0], tx = t.local[1];
    block[ty][tx] = in[t.global];
    other[ty][tx] = 1.0f;
    t.barrier.wait();
    float *row = other[ty]; // a row: not an element access, unchecked
    res[t.global] = block[tx][ty] + row[0] + AT(other, 0, 0);
    t.barrier.wait_with_tile_static_memory_fence();
    tile_static_memory_fence(t.barrier);
  });
}

template <int N> void reverse(array_view<int, 1> a) {
  parallel_for_each(a.extent.tile<N>(), [=](tiled_index<N> t) restrict(amp) {
    tile_static int s[N];
    s[t.local[0]] = a[t.global];
    t.barrier.wait();
    a[t.global] = s[N - 1 - t.local[0]];
  });
}
template void reverse<8>(array_view<int, 1>);

// CHECK: #line 1 "transpose.cpp"
// CHECK: // A transpose through a tile: written along a row, read down a column.
// CHECK-NEXT: #ifndef AMP2HIP_CHECKED
// CHECK-NEXT: #define AMP2HIP_CHECKED 1
// CHECK-NEXT: #endif
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <amp2hip/amp.h>
// CHECK-NEXT: #line 10 "transpose.cpp"
// CHECK-NEXT: #include <vector>
// CHECK:     __shared__ float block[16][16];
// CHECK-NEXT:     __shared__ float other[16][16];
// CHECK-NEXT:     const int ty = t.local[0], tx = t.local[1];
// CHECK-NEXT:     amp2hip::checked_tile_static(block, "block")[ty][tx] = in[amp2hip::at(t.global)];
// CHECK-NEXT:     amp2hip::checked_tile_static(other, "other")[ty][tx] = 1.0f;
// CHECK-NEXT:     t.barrier.wait();
// CHECK-NEXT:     float *row = other[ty]; // a row: not an element access, unchecked
// CHECK-NEXT:     res[amp2hip::at(t.global)] = amp2hip::checked_tile_static(block, "block")[tx][ty] + row[0] + AT(other, 0, 0);
// CHECK-NEXT:     t.barrier.wait_with_tile_static_memory_fence();
// CHECK-NEXT:     __threadfence_block();
// CHECK:     __shared__ int s[N];
// CHECK-NEXT:     amp2hip::checked_tile_static(s, "s")[t.local[0]] = a[amp2hip::at(t.global)];
// CHECK-NEXT:     t.barrier.wait();
// CHECK-NEXT:     a[amp2hip::at(t.global)] = amp2hip::checked_tile_static(s, "s")[N - 1 - t.local[0]];

// CHECKPLAIN-NOT: {{^}}#line
// CHECKPLAIN-NOT: {{^}}#define AMP2HIP_CHECKED
// CHECKPLAIN: #include <amp2hip/amp.h>
// CHECKPLAIN:     __shared__ float block[16][16 + 1];
// CHECKPLAIN-NEXT:     __shared__ float other[16][16];
// CHECKPLAIN-NEXT:     const int ty = t.local[0], tx = t.local[1];
// CHECKPLAIN-NEXT:     block[ty][tx] = in[t.global];
// CHECKPLAIN-NEXT:     other[ty][tx] = 1.0f;
// CHECKPLAIN-NEXT:     __syncthreads();
// CHECKPLAIN:     __syncthreads();
// CHECKPLAIN-NEXT:     __threadfence_block();
