// C3931: a default argument written outside any function body chose its
// callee among the cpu overloads, as Visual C++ bound it where it is written;
// amp code that uses it calls that cpu overload. Written inside amp code (a
// local class), it binds to the amp side and amp callers may use it.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

int seed() restrict(amp) { return 1; }
int seed() restrict(cpu) { return 2; } // expected-note {{'seed' declared here}}
int both() restrict(cpu, amp) { return 3; }

int take(int x = seed()) restrict(amp) { return x; } // expected-note {{the default argument that calls it}}
int take_both(int x = both()) restrict(amp) { return x; }

int amp_user() restrict(amp) {
  return take() + // expected-error {{C3931: the default argument 'seed' called here implicitly is restricted to cpu and cannot be called from amp code}}
         take_both() + take(4);
}

int cpu_user() { return seed(); }

void local_class() restrict(amp) {
  struct Local {
    static int get(int x = seed()) restrict(amp) { return x; }
  };
  Local::get();
}
