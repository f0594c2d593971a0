// Visual C++ looked up a template's names when it was used. A free function
// declared only after the template, in its namespace and file, is declared
// again before the template in the output: AH1343, a warning, with a note
// at the declaration (Rewrite/forward-declarations.cpp checks the output).
// Anything else declared only after the template cannot be brought into
// view: AH1307. One that only a later using directive brings in is
// qualified instead (Rewrite/msvc-leniencies.test), without a diagnostic.
// A dependent call whose function is declared after the template is
// reported when argument-dependent lookup at instantiation cannot find it
// (`helper(x)` with an int: no associated namespace), as g++ reports it;
// one found so is standard C++ (two-phase-lookup-adl.cpp).
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

template <typename T> T twice(T x) {
  return helper(x) + scale(); // expected-warning {{AH1343: 'scale' is declared after this template, which Visual C++ accepted; the output declares it before the template}} expected-warning {{AH1343: 'helper' is declared after this template}}
}

template <typename T> void view_of(T) {
  accelerator_view v = accelerator().default_view;
  v.wait();
}

// Not functions, or not declarable before the template: AH1307.
template <typename T> T counted(T x) {
  return x + late_count + pick(x); // expected-error {{AH1307: 'late_count' is declared after this template; g++, hipcc and nvcc look it up where the template is written and will not find it}} expected-error {{AH1307: 'pick'}}
}

using namespace concurrency;

int scale() { return 2; } // expected-note {{'scale' is declared here}}
template <typename T> T helper(T x) { return x; } // expected-note {{'helper' is declared here}}
int late_count = 0; // expected-note {{'late_count' is declared here}}
struct late_type {};
// Its signature names a type declared after the template.
template <typename T> T pick(T x, late_type = late_type()) { return x; } // expected-note {{'pick' is declared here}}

int main() {
  view_of(1);
  return twice(1) == 3 && counted(1) == 2 ? 0 : 1;
}
