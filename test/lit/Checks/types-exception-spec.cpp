// C3581: dynamic exception specifications on amp functions (Clang accepts
// them in C++17 when the extension warning is off).
// RUN: %amp2hip --no-output %s -- -Wno-dynamic-exception-spec -Xclang -verify

#include <amp.h>

int dynamic_spec(int n) restrict(amp) throw(int); // expected-error {{C3581: an amp function cannot have a dynamic exception specification}}
struct S {
  int get() const restrict(amp) throw(float, int); // expected-error {{C3581: an amp function cannot have a dynamic exception specification}}
};
// Allowed: an empty throw() and noexcept, and throw(int) on host code.
int empty_spec(int n) restrict(amp) throw();
int no_throw(int n) restrict(amp) noexcept;
int host_spec(int n) throw(int);
