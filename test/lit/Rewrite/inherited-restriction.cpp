// Lambdas and local classes inside amp code inherit its restriction
// (C++ AMP 2.2.1); the output writes it out, but for a lambda in
// restrict(cpu,amp) code, which both compilers give the function's execution
// space unwritten (nvcc refuses a __host__ __device__ lambda there that
// captures by reference).
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>

int outer(int x) restrict(amp) {
  auto add = [](int a, int b) { return a + b; };
  // CHECK: auto add = [] __device__ (int a, int b) { return a + b; };
  auto one = [] { return 1; };
  // CHECK: auto one = [] __device__ () { return 1; };
  struct Local {
    int twice(int v) const { return 2 * v; }
    // CHECK: __device__ int twice(int v) const { return 2 * v; }
  };
  return Local().twice(add(x, one()));
}

int both(int x) restrict(cpu, amp) {
  auto id = [](int a) { return a; };
  // CHECK: auto id = [](int a) { return a; };
  return id(x);
}

int host(int x) {
  auto plain = [](int a) { return a; };
  // CHECK: auto plain = [](int a) { return a; };
  return plain(x);
}
