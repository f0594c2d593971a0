// restrict(...) parses in a file that never includes <amp.h> (a helper
// header's code, say), with standard headers first.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <new>
#include <vector>
#include <cmath>

inline float lerp(float a, float b, float t) restrict(cpu, amp) { return a + t * (b - a); }
// CHECK: __host__ __device__ inline float lerp(float a, float b, float t) { return a + t * (b - a); }
