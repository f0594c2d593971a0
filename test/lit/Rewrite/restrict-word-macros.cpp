// Restriction words given by a macro, as Microsoft's conformance suite
// writes them: restrict(NAME) with NAME defined on the command line or by a
// #define whose body is words (cpu, amp).
// RUN: %amp2hip --no-output %s -- -DKERNEL_WORDS=amp -DWITH_ERRORS -Xclang -verify
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp -- -DKERNEL_WORDS=amp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

#define BOTH_SIDES cpu, amp

int twice(int x) restrict(KERNEL_WORDS) { return 2 * x; }
// CHECK: __device__ int twice(int x) { return 2 * x; }
int thrice(int x) restrict(BOTH_SIDES) { return 3 * x; }
// CHECK: __host__ __device__ int thrice(int x) { return 3 * x; }

#ifdef WITH_ERRORS
// The rules of amp code hold in them.
void narrow() restrict(KERNEL_WORDS) {
  char c = 0; // expected-error {{C3581: type 'char' is not supported in amp code}}
  (void)c;
}
#endif

void run(std::vector<int> &v) {
  array_view<int, 1> av(static_cast<int>(v.size()), v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(KERNEL_WORDS) {
    av[i] = twice(av[i]) + thrice(1);
  });
  // CHECK: parallel_for_each(av.extent, [=] __device__ (Concurrency::index<1> i) {
  v[0] = thrice(v[0]); // cpu side of BOTH_SIDES
}
