// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify
// C3930 and C3931: calls the caller's restriction forbids, found by following
// each kernel's call graph (the notes name the calls and the launch). Each
// construct gets one number: a function pointer held in a variable is C3581
// on the variable's type, a virtual function C3581 where it is declared, and
// the virtual call itself C3930.

#include <amp.h>
#include "Inputs/graph-helpers.h"
using namespace concurrency;

int cpu_helper(int x) { return x + 1; } // expected-note 5 {{'cpu_helper' declared here}}
int amp_helper(int x) restrict(amp) { return x * 2; }
int both_helper(int x) restrict(cpu, amp) { return x - 1; }
constexpr int cx_helper(int x) { return x + 3; } // expected-note {{'cx_helper' declared here}}

// Overloaded on restriction: each side picks its own, no diagnostic.
float pick(float x) restrict(cpu) { return x; }
float pick(float x) restrict(amp) { return -x; }

// Overloads of other signatures: C++ AMP picks among the amp ones only, so
// the amp overload that needs a conversion is the one called (no diagnostic).
int convert(int x) { return x; }
float convert(float x) restrict(amp) { return x; }

// A helper of a helper: the error is in the helper, the notes show the way.
int middle(int x) restrict(amp) {
  return cpu_helper(x); // expected-error {{C3930: 'cpu_helper' is restricted to cpu and cannot be called from amp code}}
}

template <class T> T twice_t(T x) { return x + x; } // expected-note 2 {{declared here}}
template <class T> T twice_amp(T x) restrict(amp) { return x + x; }

template <class T> T per_instance(T x) restrict(amp) {
  return twice_t(x); // expected-error {{C3930: 'twice_t<int>' is restricted to cpu}} expected-error {{C3930: 'twice_t<float>' is restricted to cpu}}
}

struct Host {
  Host() {} // expected-note {{'Host::Host' declared here}}
  int get() const { return 1; } // expected-note {{'Host::get' declared here}}
};

struct Widget {
  int value(int x) const restrict(amp) { return x + 4; }
  int value_cpu(int x) const { return x; } // expected-note {{'Widget::value_cpu' declared here}}
};

struct Base {
  virtual int f() const restrict(cpu, amp) { return 0; } // expected-error {{C3581: an amp member function cannot be virtual}}
};

int with_default(int x, int y = cpu_helper(0)) restrict(cpu, amp) { // expected-note {{the default argument that calls it}}
  return x + y;
}

#define CALL_CPU(x) cpu_helper(x)

void lambdas(array_view<int, 1> av, const Base &b) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-note 15 {{in the call graph of the parallel_for_each here}}
    av[i] = amp_helper(i[0]) + both_helper(1) + (int)pick(1.0f) +
            twice_amp(2) + (int)header_amp(1.0f) + (int)convert(3);
    av[i] += middle(1); // expected-note {{'middle' is called here from 'lambda'}}
    av[i] += CALL_CPU(2); // expected-error {{C3930: 'cpu_helper' is restricted to cpu}}
    av[i] += cx_helper(1); // expected-error {{C3930: 'cx_helper' is restricted to cpu}}
    av[i] += per_instance(1) + (int)per_instance(1.0f); // expected-note 2 {{is called here from 'lambda'}}
    Widget w;
    av[i] += w.value(1);
    av[i] += w.value_cpu(1); // expected-error {{C3930: 'Widget::value_cpu' is restricted to cpu}}
    av[i] += Host().get(); // expected-error {{C3930: 'Host::get' is restricted to cpu}} expected-error {{C3930: 'Host::Host' is restricted to cpu}}
    av[i] += with_default(1); // expected-error {{C3931: the default argument 'cpu_helper' called here implicitly is restricted to cpu and cannot be called from amp code}}
    av[i] += (int)header_calls_cpu(1.0f); // expected-note {{'header_calls_cpu' is called here from 'lambda'}}
    // A nested lambda inherits amp; what it calls is checked when it is called.
    auto inner = [](int x) { return cpu_helper(x); }; // expected-error {{C3930: 'cpu_helper' is restricted to cpu}}
    av[i] += inner(2); // expected-note {{'lambda' is called here from 'lambda'}}
    int *p = new int(3); // expected-error {{C3930: 'new' is not allowed in amp code}}
    delete p; // expected-error {{C3930: 'delete' is not allowed in amp code}}
    av[i] += b.f(); // expected-error {{C3930: a virtual call of 'Base::f' is not allowed in amp code}} expected-error {{C3596: amp lambda captures 'b' of type 'const Base &', which is not allowed: 'f' is virtual}} expected-note {{the capture of 'b' of type 'const Base &'}}
    int (*fp)(int) = nullptr; // expected-error {{C3581: type 'int (*)(int)' is not supported in amp code: pointers to functions are not supported}}
    av[i] += fp(1); // the pointer's type is the error (above), not the call
    av[i] += (i[0] > 0 ? &cpu_helper : &cx_helper)(1); // expected-error {{C3930: a call through a function pointer is not allowed in amp code}}
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'b' of type 'const Base &'}}
  // Host code may call everything cpu (no diagnostic).
  av[0] = cpu_helper(1) + both_helper(2) + (int)pick(1.0f) + Host().get();
}

// A functor kernel: its operator() is the root of the graph.
struct Functor {
  array_view<int, 1> av;
  void operator()(index<1> i) const restrict(amp) {
    av[i] = helper(i[0]); // expected-note {{'Functor::helper' is called here from 'Functor::operator()'}}
  }
  int helper(int x) const restrict(amp) {
    return cpu_helper(x); // expected-error {{C3930: 'cpu_helper' is restricted to cpu}}
  }
};

void functor(array_view<int, 1> av) {
  parallel_for_each(av.extent, Functor{av}); // expected-note {{in the call graph of the parallel_for_each here}}
}

// restrict(cpu,amp) code needs both sides of what it calls.
int both_calls_amp(int x) restrict(cpu, amp) {
  return amp_helper(x); // expected-error {{C3930: 'amp_helper' is restricted to amp and cannot be used from cpu code}}
}

// cpu code calling amp-only code: Clang refuses the overload, amp2hip names
// the rule.
void cpu_calls_amp(tiled_index<16> t) {
  int y = amp_helper(1); // expected-error {{no matching function for call to 'amp_helper'}}
  (void)y;
  t.barrier.wait(); // expected-error {{C3930: 'wait' is restricted to amp and cannot be used from cpu code}}
}
// expected-note@13 {{this candidate is restricted to amp and cannot be called from cpu code}}
// expected-note@13 {{'amp_helper' declared here}}
// expected-note@*:* {{'wait' declared here}}
// expected-note@49 {{'f' declared here}}
