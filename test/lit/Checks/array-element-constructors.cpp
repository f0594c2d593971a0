// C3931: `T a[N];` builds each element through a constructor that no call
// in the text names, so a constructor of the wrong restriction is Visual
// C++'s implicit-call error, on either side. A single object keeps C3930.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

struct CpuBuilt {
  int v;
  CpuBuilt() restrict(cpu) {} // expected-note 2 {{'CpuBuilt::CpuBuilt' declared here}}
};

struct AmpBuilt {
  int v;
  AmpBuilt() restrict(amp) {} // expected-note {{this candidate is restricted to amp and cannot be called from cpu code}}
};

void both_sides() restrict(cpu, amp) {
  CpuBuilt row[4]; // expected-error {{C3931: the constructor of an array element 'CpuBuilt::CpuBuilt' called here implicitly is restricted to cpu and cannot be called from amp code}}
}

void amp_only() restrict(amp) {
  CpuBuilt one; // expected-error {{C3930: 'CpuBuilt::CpuBuilt' is restricted to cpu and cannot be called from amp code}}
  AmpBuilt fine[2];
}

AmpBuilt at_namespace_scope[5]; // expected-error {{C3931: the constructor of an array element 'AmpBuilt::AmpBuilt' called here implicitly is restricted to amp and cannot be called from cpu code}}
// expected-note@-15 2 {{candidate constructor (the implicit}}
