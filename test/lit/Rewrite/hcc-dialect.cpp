// HCC's dialect (docs/hcc.md): <hc.hpp> makes the run HCC's; [[hc]],
// [[cpu]], [[hc, cpu]], __attribute__((hc)) (or __attribute((hc))) and
// restrict(auto) become HIP's
// execution spaces, and the hc header amp2hip's.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// The same with --dialect=hcc given, and refused in Visual C++'s.
// RUN: %amp2hip --dialect=hcc %t.cpp -o %t.2.hip.cpp
// RUN: diff %t.hip.cpp %t.2.hip.cpp
// RUN: not %amp2hip --dialect=msvc --no-output %t.cpp 2>&1 | %FileCheck %s --check-prefix=MSVC

#include <hc.hpp>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <amp2hip/hc.h>

int twice(int x) [[hc]] { return 2 * x; }
// CHECK: __device__ int twice(int x) { return 2 * x; }
int thrice(int x) [[cpu]] { return 3 * x; }
// CHECK: int thrice(int x) { return 3 * x; }
int both(int x) [[hc, cpu]] { return x + 1; }
// CHECK: __host__ __device__ int both(int x) { return x + 1; }
int gnu(int x) __attribute__((hc)) { return x - 1; }
// CHECK: __device__ int gnu(int x) { return x - 1; }
int gcc_short(int x) __attribute((hc)) { return x + 2; }
// CHECK: __device__ int gcc_short(int x) { return x + 2; }
int inferred(int x) restrict(auto) { return x * x; }
// CHECK: __host__ __device__ int inferred(int x) { return x * x; }
// MSVC: error: C3936: 'auto' is not a valid restriction specifier; use 'cpu' or 'amp'

void run(hc::array_view<int, 1> v) {
  hc::completion_future f = hc::parallel_for_each(
      v.get_extent(), [=](hc::index<1> i) [[hc]] {
        v[i] = twice(v[i]) + both(i[0]) + gnu(1) + gcc_short(0) + inferred(2);
      });
  f.wait();
}
// CHECK: v.get_extent(), [=] __device__ (hc::index<1> i) {

// HCC ran a kernel that takes index<N> over a tiled_extent<N> (its
// tiled_index converts to the global index).
void tiled_by_index(hc::array_view<int, 1> v) {
  hc::parallel_for_each(hc::tiled_extent<1>(v.get_extent(), 64),
                        [=](hc::index<1> i) [[hc]] { v[i] = i[0]; });
}
// CHECK: [=] __device__ (hc::index<1> i) { v[i] = i[0]; });
