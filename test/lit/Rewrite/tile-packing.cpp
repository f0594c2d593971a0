// Tile packing: a tiled launch whose tile has fewer than 256 threads runs
// several tiles per GPU block when nothing in the kernel can tell. Each
// tile_static variable gets one slice per tile and the launch goes through
// amp2hip::packed; kernels that a block barrier could deadlock or reorder,
// and kernels the rewrite cannot slice, stay as written.
// --no-tile-packing and --checked turn it off.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// RUN: %amp2hip --no-tile-packing %t.cpp -o %t.off.cpp
// RUN: %FileCheck %s --check-prefix=OFF < %t.off.cpp
// RUN: not grep -E "amp2hip::packed\(|amp2hip_tiles_" %t.off.cpp
// RUN: %amp2hip --checked %t.cpp -o %t.checked.cpp
// RUN: not grep -E "amp2hip::packed\(|amp2hip_tiles_" %t.checked.cpp

#include <amp.h>
using namespace concurrency;

float half_of(float v) restrict(amp) { return v * 0.5f; }
void wait_for_tile(const tiled_index<4> &t) restrict(amp) { t.barrier.wait(); }
float read_shared(const tiled_index<4> &t) restrict(amp) {
  tile_static float hidden[4];
  hidden[t.local[0]] = 1.0f;
  t.barrier.wait();
  return hidden[0];
}

template <int S>
void averages(const array_view<const float, 2> &m, const array_view<float, 2> &avg) {
  // Packed in every instance (2x2 gains; 16x16 is a full block already).
  parallel_for_each(m.extent.tile<S, S>(), [=](tiled_index<S, S> t) restrict(amp) {
    tile_static float cell[S][S];
    cell[t.local[0]][t.local[1]] = m[t.global];
    t.barrier.wait();
    if (t.local[0] == 0 && t.local[1] == 0) {
      float sum = 0.0f;
      for (int r = 0; r < S; ++r)
        for (int c = 0; c < S; ++c)
          sum += cell[r][c];
      avg(t.tile[0], t.tile[1]) = sum / (S * S);
    }
  });
}
template void averages<2>(const array_view<const float, 2> &, const array_view<float, 2> &);
template void averages<16>(const array_view<const float, 2> &, const array_view<float, 2> &);

// CHECK:  parallel_for_each(amp2hip::packed(m.extent.tile<S, S>()), [=] __device__ (tiled_index<S, S> t) {
// CHECK-NEXT:    __shared__ float amp2hip_tiles_cell[amp2hip::tile_pack<decltype(t)>::tiles][S][S]; auto &cell = amp2hip_tiles_cell[amp2hip::tile_slot(t)];
// OFF:  parallel_for_each(m.extent.tile<S, S>(), [=] __device__ (tiled_index<S, S> t) {
// OFF-NEXT:    __shared__ float cell[S][S];

void kernels(const array_view<float, 1> &v, const array_view<int, 1> &flags,
             int rounds, const accelerator_view &av) {
  // A scalar and an array, barriers in a loop whose bound is the same for
  // every tile, a barrier in a called function, an early exit taken by the
  // whole launch: packed.
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    if (rounds < 0)
      return;
    tile_static float part[4];
    tile_static int count;
    if (t.local[0] == 0)
      count = 0;
    part[t.local[0]] = v[t.global];
    for (int r = 0; r < rounds; ++r) {
      t.barrier.wait();
      part[t.local[0]] = half_of(part[t.local[0]]);
    }
    wait_for_tile(t);
    atomic_fetch_add(&count, 1);
    t.barrier.wait();
    v[t.global] = part[t.local[0]] + count;
  });
  // CHECK:  parallel_for_each(amp2hip::packed(v.extent.tile<4>()), [=] __device__ (tiled_index<4> t) {
  // CHECK:    __shared__ float amp2hip_tiles_part[amp2hip::tile_pack<decltype(t)>::tiles][4]; auto &part = amp2hip_tiles_part[amp2hip::tile_slot(t)];
  // CHECK-NEXT:    __shared__ int amp2hip_tiles_count[amp2hip::tile_pack<decltype(t)>::tiles]; auto &count = amp2hip_tiles_count[amp2hip::tile_slot(t)];

  // A barrier under a condition on the tile's position: uniform in the
  // tile, not across the launch. Not packed.
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float a[4];
    a[t.local[0]] = v[t.global];
    if (t.tile[0] % 2 == 0)
      t.barrier.wait();
    v[t.global] = a[3 - t.local[0]];
  });
  // CHECK:  parallel_for_each(v.extent.tile<4>(), [=] __device__ (tiled_index<4> t) {
  // CHECK-NEXT:    __shared__ float a[4];

  // A tile that leaves before a barrier the others reach. Not packed.
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float b[4];
    if (t.tile_origin[0] >= rounds)
      return;
    b[t.local[0]] = v[t.global];
    t.barrier.wait();
    v[t.global] = b[0];
  });
  // CHECK:  parallel_for_each(v.extent.tile<4>(), [=] __device__ (tiled_index<4> t) {
  // CHECK-NEXT:    __shared__ float b[4];

  // A loop whose trip count is a tile_static value: each tile decides its
  // own. Not packed.
  parallel_for_each(flags.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int steps;
    if (t.local[0] == 0)
      steps = flags[t.tile_origin];
    t.barrier.wait();
    for (int s = 0; s < steps; ++s)
      t.barrier.wait();
  });
  // CHECK:  parallel_for_each(flags.extent.tile<4>(), [=] __device__ (tiled_index<4> t) {
  // CHECK-NEXT:    __shared__ int steps;

  // tile_static in a function the kernel calls: no slice there. Not packed.
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    v[t.global] = read_shared(t);
  });
  // CHECK:  parallel_for_each(v.extent.tile<4>(), [=] __device__ (tiled_index<4> t) {

  // Two variables in one declaration. Not packed.
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float c[4], d[4];
    c[t.local[0]] = v[t.global];
    d[t.local[0]] = 1.0f;
    t.barrier.wait();
    v[t.global] = c[3 - t.local[0]] + d[0];
  });
  // CHECK:  parallel_for_each(v.extent.tile<4>(), [=] __device__ (tiled_index<4> t) {
  // CHECK-NEXT:    __shared__ float c[4], d[4];

  // A whole block already (256 threads): nothing to gain, not rewritten.
  parallel_for_each(v.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
    tile_static float e[256];
    e[t.local[0]] = v[t.global];
    t.barrier.wait();
    v[t.global] = e[255 - t.local[0]];
  });
  // CHECK:  parallel_for_each(v.extent.tile<256>(), [=] __device__ (tiled_index<256> t) {
  // CHECK-NEXT:    __shared__ float e[256];

  // Too much tile_static memory for 64 tiles of 4 threads in one block
  // (64 x 1 KiB > 48 KiB). Not packed.
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float big[256];
    big[t.local[0]] = v[t.global];
    t.barrier.wait();
    v[t.global] = big[3 - t.local[0]];
  });
  // CHECK:  parallel_for_each(v.extent.tile<4>(), [=] __device__ (tiled_index<4> t) {
  // CHECK-NEXT:    __shared__ float big[256];

  // A padded domain keeps its guard, with an accelerator_view given.
  parallel_for_each(av, v.extent.tile<8>().pad(),
                    [=](tiled_index<8> t) restrict(amp) {
    tile_static float f[8];
    f[t.local[0]] = t.global[0] < v.extent[0] ? v[t.global] : 0.0f;
    t.barrier.wait();
    if (t.global[0] < v.extent[0])
      v[t.global] = f[7 - t.local[0]];
  });
  // CHECK:  parallel_for_each(av, amp2hip::packed(v.extent.tile<8>().pad()),
  // CHECK:    __shared__ float amp2hip_tiles_f[amp2hip::tile_pack<decltype(t)>::tiles][8]; auto &f = amp2hip_tiles_f[amp2hip::tile_slot(t)];
}
