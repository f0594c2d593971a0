// C3581: dynamic exception specifications on amp functions (Clang accepts
// them in C++17 when the extension warning is off), throw() included, as
// MSVC refuses it.
// RUN: %amp2hip --no-output %s -- -Wno-dynamic-exception-spec -Xclang -verify

#include <amp.h>

int dynamic_spec(int n) restrict(amp) throw(int); // expected-error {{C3581: an amp function cannot have a dynamic exception specification}}
struct S {
  int get() const restrict(amp) throw(float, int); // expected-error {{C3581: an amp function cannot have a dynamic exception specification}}
};
// throw() too (noexcept says the same, and is allowed), and Microsoft's
// throw(...).
int empty_spec(int n) restrict(amp) throw(); // expected-error {{C3581: an amp function cannot have a dynamic exception specification}}
int any_spec(int n) restrict(cpu, amp) throw(...); // expected-error {{C3581: an amp function cannot have a dynamic exception specification}}
auto lambda = [](int n) restrict(amp) throw() { return n; }; // expected-error {{C3581: an amp function cannot have a dynamic exception specification}}
// Allowed: noexcept, and throw(int) on host code.
int no_throw(int n) restrict(amp) noexcept;
int host_spec(int n) throw(int);
