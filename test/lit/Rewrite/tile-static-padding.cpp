// A 2-D tile_static array of 4-byte elements with an even row length, used
// only as a[i][j] and accessed down a column (the row subscript follows
// t.local[R-1] or t.global[R-1]), gains one element per row; every other
// array is left as written. --no-tile-static-padding turns it off.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// RUN: %amp2hip --no-tile-static-padding %t.cpp -o %t.literal.cpp
// RUN: %FileCheck %s --check-prefix=CHECKOFF --match-full-lines < %t.literal.cpp

#include <amp.h>
using namespace concurrency;

static const int ts = 32;
static const int hs = 16;

index<2> flip(const index<2> &i) restrict(cpu, amp) { return index<2>(i[1], i[0]); }
float twice(const float &v) restrict(amp) { return 2.0f * v; }
void bump(float &v) restrict(amp) { v += 1.0f; }

void kernels(const array_view<const float, 2> &in, const array_view<float, 2> &out,
             const array_view<unsigned, 1> &hist) {
  parallel_for_each(in.extent.tile<ts, ts>(), [=](tiled_index<ts, ts> t) restrict(amp) {
    // The seed transpose: written down a column, read along a row.
    tile_static float t1[ts][ts];
    t1[t.local[1]][t.local[0]] = in[t.global];
    // Through a local, and through the global index.
    tile_static int t2[ts][ts];
    const int c = t.local[1];
    t2[c][t.local[0]] = 1;
    tile_static float t3[16][ts];
    t3[t.global[1] % 16][t.local[0]] = 2.0f;
    // An element passed as a const reference is read; as a plain reference
    // it escapes.
    tile_static float t4[16][16];
    tile_static float t5[16][16];
    t4[t.local[1] % 16][t.local[0] % 16] = 1.0f;
    t5[t.local[1] % 16][t.local[0] % 16] = 1.0f;
    bump(t5[0][0]);
    t.barrier.wait();
    out[index<2>(flip(t.tile_origin) + t.local)] =
        t1[t.local[0]][t.local[1]] + t2[0][0] + t3[0][0] + twice(t4[0][0]);
  });
// CHECK:     __shared__ float t1[ts][ts + 1];
// CHECK:     __shared__ int t2[ts][ts + 1];
// CHECK:     __shared__ float t3[16][ts + 1];
// CHECK:     __shared__ float t4[16][16 + 1];
// CHECK:     __shared__ float t5[16][16];
// CHECKOFF:     __shared__ float t1[ts][ts];
// CHECKOFF:     __shared__ int t2[ts][ts];
// CHECKOFF:     __shared__ float t3[16][ts];
  parallel_for_each(in.extent.tile<hs, hs>(), [=](tiled_index<hs, hs> t) restrict(amp) {
    // Rows only: no conflict to remove.
    tile_static float rows[hs][hs];
    rows[t.local[0]][t.local[1]] = in[t.global];
    // Down a column, but the array escapes: an element's address, a row,
    // sizeof; or an element is bound to a reference.
    tile_static float addr[hs][hs];
    tile_static float row[hs][hs];
    tile_static float size[hs][hs];
    tile_static float bound[hs][hs];
    bound[t.local[1]][t.local[0]] = 0;
    addr[t.local[1]][t.local[0]] = 0;
    row[t.local[1]][t.local[0]] = 0;
    size[t.local[1]][t.local[0]] = 0;
    float *p = &addr[0][0];
    float *r = row[t.local[0]];
    float &ref = bound[t.local[0]][0];
    ref = 1.0f;
    // An odd row length has no conflict; 8-byte elements and a 1-D array
    // are left alone too.
    tile_static float odd[hs][hs + 1];
    tile_static double wide[hs][hs];
    tile_static unsigned flat[hs * hs];
    odd[t.local[1]][t.local[0]] = 0;
    wide[t.local[1]][t.local[0]] = 0;
    flat[t.local[1] * hs + t.local[0]] = 0;
    t.barrier.wait();
    out[t.global] = rows[t.local[0]][t.local[1]] + *p + r[0] + sizeof(size) +
                    odd[0][0] + (float)wide[0][0] + flat[0];
    atomic_fetch_inc(&hist[0]);
  });
// CHECK:     __shared__ float rows[hs][hs];
// CHECK:     __shared__ float addr[hs][hs];
// CHECK:     __shared__ float row[hs][hs];
// CHECK:     __shared__ float size[hs][hs];
// CHECK:     __shared__ float bound[hs][hs];
// CHECK:     __shared__ float odd[hs][hs + 1];
// CHECK:     __shared__ double wide[hs][hs];
// CHECK:     __shared__ unsigned flat[hs * hs];
}

// A template whose row length depends on its parameter is left as written
// (one text serves every instance).
template <int S>
void dependent(const array_view<float, 2> &out) {
  parallel_for_each(out.extent.tile<S, S>(), [=](tiled_index<S, S> t) restrict(amp) {
    tile_static float dep[S][S];
    dep[t.local[1]][t.local[0]] = 1.0f;
    t.barrier.wait();
    out[t.global] = dep[t.local[0]][t.local[1]];
  });
}
template void dependent<16>(const array_view<float, 2> &);
// CHECK:     __shared__ float dep[S][S];
