// Restriction clauses inside macros are translated where they are written:
// a macro that holds a declarator and its clause is edited in its
// definition, and the attribute goes before the macro's use.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>

#define KERNEL_FN(name) int name(int x) restrict(amp)
// CHECK: #define KERNEL_FN(name) int name(int x)
#define AMP_ONLY restrict(amp)
// CHECK: #define AMP_ONLY __device__
#define RESTRICTED(...) restrict(__VA_ARGS__)
// CHECK: #define RESTRICTED(...)

KERNEL_FN(twice) { return 2 * x; }
// CHECK: __device__ KERNEL_FN(twice) { return 2 * x; }
int thrice(int x) AMP_ONLY { return 3 * x; }
// CHECK: AMP_ONLY int thrice(int x) { return 3 * x; }
int four(int x) RESTRICTED(cpu, amp) { return 4 * x; }
// CHECK: __host__ __device__ int four(int x) RESTRICTED(cpu, amp) { return 4 * x; }
