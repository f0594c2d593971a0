// C3939: no pointer or reference to an amp-restricted function: to an
// amp-only function anywhere, to a restrict(cpu, amp) function in amp code
// (in cpu code its address is the cpu side's, as Visual C++ took it).
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>
#include <vector>
using namespace concurrency;

int square(int x) restrict(amp) { return x * x; }      // expected-note 3 {{'square' declared here}}
int both(int x) restrict(cpu, amp) { return x + 1; }   // expected-note {{'both' declared here}}
int host_only(int x) { return x - 1; }
struct Ops {
  int twice(int x) const restrict(amp) { return 2 * x; } // expected-note {{'twice' declared here}}
};
#define ADDRESS_OF(f) (&f)

int (*global_ptr)(int) = &square;          // expected-error {{C3939: cannot take a pointer or reference to 'square', which is restricted to amp}}
int (&global_ref)(int) = both;             // the cpu side: fine
struct Both {
  int once(int x) const restrict(cpu, amp) { return x; }
};
int (Both::*both_member)(int) const = &Both::once; // the cpu side: fine
int host_use(int x) {
  int (*p)(int) = both;
  int (*q)(int) = reinterpret_cast<int (*)(int)>(&both);
  return p(x) + q(x) + (Both().*both_member)(x) + global_ref(x);
}
int (Ops::*member_ptr)(int) const = &Ops::twice; // expected-error {{C3939: cannot take a pointer or reference to 'Ops::twice'}}
int (*host_ptr)(int) = &host_only;         // host functions are fine

// Inside host functions Clang itself refuses any reference to an amp-only
// function while it parses (as it refuses calls to one); amp2hip reports
// the rest: namespace scope, and amp code (restrict(cpu,amp) functions
// too).
int (*const macro_ptr)(int) = ADDRESS_OF(square); // expected-error {{C3939: cannot take a pointer or reference to 'square'}}
template <typename F> int apply(F f, int x) restrict(cpu, amp) { return f(x); } // expected-error {{C3581: type 'int (*)(int)'}}
int both_code(int x) restrict(cpu, amp) {
  return apply(both, x);                   // expected-error {{C3939: cannot take a pointer or reference to 'both'}} expected-note {{in the instantiation 'apply<int (*)(int)>'}}
}

void kernels(std::vector<int> &v) {
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto *fp = &square;                    // expected-error {{C3939: cannot take a pointer or reference to 'square'}} expected-error {{C3581: type 'int (*)(int)'}}
    av[i] = square(i[0]) + both(1);        // direct calls are what amp code does
    (void)fp;
  });
}
