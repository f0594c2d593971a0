// HCC built the lambda a parallel_for_each launches for the GPU alone, so it
// took tile_static in a kernel lambda marked [[cpu, hc]] (HCC's own atomic
// tests do this). In HCC's dialect amp2hip accepts it and writes the lambda
// as device code, as it writes every kernel lambda. A [[cpu, hc]] function
// that is not a kernel keeps C3584, and Visual C++'s dialect keeps the rule
// for kernels too (restrict(cpu, amp) there: Checks/tile-static.cpp).
// RUN: %amp2hip --no-output %s -- -DNOT_A_KERNEL -Xclang -verify
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %FileCheck %s < %t.hip.cpp

#include <hc.hpp>

void count_down(hc::array_view<int, 2> out) {
  hc::parallel_for_each(hc::extent<2>(16, 16).tile(4, 4),
                        [=](hc::tiled_index<2> t) [[cpu, hc]] {
    // CHECK: [=] __device__ (hc::tiled_index<2> t) {
    tile_static int cells[4][4];
    // CHECK: __shared__ int cells[4][4];
    cells[t.local[0]][t.local[1]] = 0;
    t.barrier.wait();
    hc::atomic_fetch_dec(&cells[t.local[1]][t.local[0]]);
    t.barrier.wait();
    out[t.global] = cells[t.local[0]][t.local[1]];
  });
}

#ifdef NOT_A_KERNEL
int not_a_kernel(int i) [[cpu, hc]] {
  tile_static int cell; // expected-error {{C3584: tile_static is only allowed on local variables of functions restricted to amp alone}}
  // expected-note@-2 {{'not_a_kernel' is not restricted to amp alone}}
  cell = i;
  return cell;
}
#endif
