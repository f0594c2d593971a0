// A user macro whose whole expansion is a restrict clause is kept: its
// definition becomes the HIP attribute and each use moves to where HIP wants
// it.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>

#define GPU_ONLY restrict(amp)
// CHECK: #define GPU_ONLY __device__
#define BOTH restrict(cpu, amp)
// CHECK: #define BOTH __host__ __device__

float scale(float x) GPU_ONLY { return 2.0f * x; }
// CHECK: GPU_ONLY float scale(float x) { return 2.0f * x; }
float shift(float x) BOTH { return x + 1.0f; }
// CHECK: BOTH float shift(float x) { return x + 1.0f; }

void use() {
  auto k = [=](int i) GPU_ONLY { return scale(float(i)); };
  // CHECK: auto k = [=] GPU_ONLY (int i) { return scale(float(i)); };
  (void)k;
}
