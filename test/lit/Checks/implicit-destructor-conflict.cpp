// C3933: a class whose implicit destructor must run both a cpu-only and an
// amp-only destructor of its bases or members has no destructor at all.
// Clang marks such a destructor with an invalid target and crashed while
// printing its error about it; amp2hip reports it instead (regression test).
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>

struct GpuPart { int v; ~GpuPart() restrict(amp) {} };   // expected-note 3 {{'~GpuPart' is restricted to amp}}
struct HostPart { int w; ~HostPart() restrict(cpu) {} }; // expected-note 3 {{'~HostPart' is restricted to cpu}}
struct BothPart { int u; ~BothPart() restrict(cpu, amp) {} };

// The class is reported where it is defined, each use where it is made.
struct FromBases : GpuPart, HostPart {}; // expected-error {{C3933: 'FromBases' has no destructor that can run anywhere: the destructors of its bases and members have no restriction in common}} expected-note {{'~FromBases' declared here}} expected-note {{the implicit member would have to call both amp-only and cpu-only functions of its bases and members}}
struct FromMembers { // expected-error {{C3933: 'FromMembers' has no destructor that can run anywhere}} expected-note {{'~FromMembers' declared here}}
  GpuPart g;
  HostPart h;
};
struct Mixed : BothPart { // expected-error {{C3933: 'Mixed' has no destructor that can run anywhere}} expected-note {{'~Mixed' declared here}}
  HostPart h;
  GpuPart g;
};
struct Fine : BothPart { BothPart b; };  // restrict(cpu,amp) everywhere

void on_host() {
  FromBases a;   // expected-error {{C3933: 'FromBases' cannot be destroyed here: it has no destructor that can run anywhere ('~GpuPart' is restrict(amp), '~HostPart' is restrict(cpu))}}
  FromMembers b; // expected-error {{C3933: 'FromMembers' cannot be destroyed here}}
  Mixed c;       // expected-error {{C3933: 'Mixed' cannot be destroyed here: it has no destructor that can run anywhere ('~HostPart' is restrict(cpu), '~GpuPart' is restrict(amp))}}
  Fine d;
}

// In amp code Clang deletes the destructor instead; its error stays.
void on_gpu() restrict(amp) {
  FromBases a;   // expected-error {{attempt to use a deleted function}}
  Fine d;
}
