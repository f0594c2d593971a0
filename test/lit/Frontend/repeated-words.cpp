// C++ AMP allows a restriction word to be repeated; the output is that of
// the de-duplicated clause.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>

int a1(int x) restrict(amp, amp) { return x; }
// CHECK: __device__ int a1(int x) { return x; }
int a2(int x) restrict(cpu, cpu, amp) { return x; }
// CHECK: __host__ __device__ int a2(int x) { return x; }
int a3(int x) restrict(amp,cpu,amp,cpu) { return x; }
// CHECK: __host__ __device__ int a3(int x) { return x; }
int a4(int x) restrict(amp) restrict(amp) { return x; }
// CHECK: __device__ int a4(int x) { return x; }
int a5(int x) restrict(cpu,amp) restrict(amp) { return x; }
// CHECK: __host__ __device__ int a5(int x) { return x; }
int a6(int x) restrict(cpu) restrict(cpu, cpu) { return x; }
// CHECK: int a6(int x) { return x; }
auto a7(int x) restrict(amp, amp) restrict(amp) -> int { return x; }
// CHECK: __device__ auto a7(int x) -> int { return x; }
#define TWICE restrict(amp, amp)
// CHECK: #define TWICE __device__
int a8(int x) TWICE { return x; }
// CHECK: TWICE int a8(int x) { return x; }

void lambdas() {
  auto l1 = [](int i) restrict(amp, amp) { return i; };
  // CHECK: auto l1 = [] __device__ (int i) { return i; };
  auto l2 = [](int i) mutable restrict(amp) restrict(cpu, amp) { return i; };
  // CHECK: auto l2 = [] __host__ __device__ (int i) mutable { return i; };
  (void)l1; (void)l2;
}

int use(int i) restrict(amp) {
  return a1(i) + a2(i) + a3(i) + a4(i) + a5(i) + a7(i) + a8(i);
}
