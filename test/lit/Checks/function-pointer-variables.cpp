// C3939: a restriction written on a pointer or reference declares a pointer
// to an amp function, which C++ AMP does not have; and a reference to an amp
// function taken in cpu code (not a call) is C3939, not C3930.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>

int add(int a, int b) restrict(amp) { return a + b; } // expected-note 2 {{declared here}} expected-note {{this candidate is restricted to amp and cannot be called from cpu code}}
int host_add(int a, int b) { return a + b; }

int (*global_amp)(int, int) restrict(amp) = nullptr; // expected-error {{C3939: a variable cannot be restricted to amp: C++ AMP has no pointers or references to amp functions}}
static int (*both_sides)(int, int) restrict(cpu, amp); // expected-error {{C3939: a variable cannot be restricted to amp}}

int takes(int (*op)(int, int) restrict(amp)) { // expected-error {{C3939: a variable cannot be restricted to amp}}
  return 0;
}

int host_code() {
  int (*local)(int, int) restrict(amp) = nullptr; // expected-error {{C3939: a variable cannot be restricted to amp}}
  int (*taken)(int, int) = &add;   // expected-error {{C3939: cannot take a pointer or reference to 'add', which is restricted to amp}}
  int (&bound)(int, int) = add;    // expected-error {{C3939: cannot take a pointer or reference to 'add', which is restricted to amp}}
  int called = add(1, 2);          // expected-error {{no matching function for call to 'add'}}
  // A pointer to a cpu function, restricted to cpu: valid C++ AMP.
  int (*host)(int, int) restrict(cpu) = &host_add;
  return (local ? 1 : 0) + (taken ? 1 : 0) + bound(1, 2) + called + host(1, 2);
}
