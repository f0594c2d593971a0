// Look-alikes of C3939, C3933 (implicit destructors), C3592/AH1305, C3892
// and C3588 that are valid: nothing may be reported.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// expected-no-diagnostics

#include <amp.h>
#include <cstdint>
#include <vector>
using namespace concurrency;

int add(int a, int b) restrict(amp) { return a + b; }
int host_add(int a, int b) { return a + b; }
int both_add(int a, int b) restrict(cpu, amp) { return a + b; }

// Pointers to cpu functions, restricted to cpu or not.
int (*host_ptr)(int, int) restrict(cpu) = &host_add;
int apply(int (*op)(int, int) restrict(cpu), int x) { return op(x, x); }

// Destructors with a restriction in common all the way down.
struct GpuHost { int v; ~GpuHost() restrict(cpu, amp) {} };
struct HostOnly { int w; ~HostOnly() {} };
struct Derived : GpuHost { HostOnly h; }; // destroyed on the host only
struct Shared : GpuHost { GpuHost g; };

int gpu(int x) restrict(amp) {
  Shared s;
  return add(x, s.v) + both_add(x, 1); // calls, not references
}

int host(std::vector<int> &v, int *p) {
  Derived d;
  array_view<const int, 1> in(4, v);
  int first = in[0];                    // reading a const view
  std::intptr_t bits = (std::intptr_t)p; // wide enough on the host
  __asm__ volatile("" ::: "memory");    // GNU asm in cpu code
  return apply(host_add, first) + host_ptr(1, 2) + both_add(2, 3) +
         int(bits & 1) + d.v;
}
