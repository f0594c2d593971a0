// Visual C++ looked up a template's names when it was used. A name declared
// only after the template cannot be qualified into view: AH1307, with a
// note at the declaration. One that only a later using directive brings in
// is qualified instead (Rewrite/msvc-leniencies.test), without a diagnostic.
// A dependent call whose function is declared after the template is
// reported when argument-dependent lookup at instantiation cannot find it
// (`helper(x)` with an int: no associated namespace), as g++ reports it;
// one found so is standard C++ (two-phase-lookup-adl.cpp).
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

template <typename T> T twice(T x) {
  return helper(x) + scale(); // expected-error {{AH1307: 'scale' is declared after this template; g++, hipcc and nvcc look it up where the template is written and will not find it}} expected-error {{AH1307: 'helper' is declared after this template}}
}

template <typename T> void view_of(T) {
  accelerator_view v = accelerator().default_view;
  v.wait();
}

using namespace concurrency;

int scale() { return 2; } // expected-note {{'scale' is declared here}}
template <typename T> T helper(T x) { return x; } // expected-note {{'helper' is declared here}}

int main() {
  view_of(1);
  return twice(1) == 3 ? 0 : 1;
}
