// HCC compiled volatile data in kernels (a tile_static array read through
// volatile, a volatile local, a pointer to volatile): accepted in HCC's
// dialect and kept in the output. Visual C++'s dialect keeps C3581
// (Checks/types.cpp) and has no [[hc]] (the kernel is cpu code: C3584).
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %FileCheck %s < %t.hip.cpp
// RUN: not %amp2hip --dialect=msvc --no-output %s 2>&1 | %FileCheck %s --check-prefix=MSVC
// expected-no-diagnostics

#include <hc.hpp>

void count_in_tiles(hc::array_view<int, 1> out) {
  hc::parallel_for_each(
      hc::extent<1>(256).tile(64), [=](hc::tiled_index<1> t) [[hc]] {
        tile_static volatile int seen[64];
        // CHECK: __shared__ volatile int seen[64];
        volatile int mine = t.local[0];
        // CHECK: volatile int mine = t.local[0];
        volatile int *slot = &seen[t.local[0]];
        *slot = mine;
        t.barrier.wait();
        out[t.global] = seen[63 - t.local[0]];
      });
}
// MSVC: error: C3584: tile_static is only allowed on local variables of functions restricted to amp alone
