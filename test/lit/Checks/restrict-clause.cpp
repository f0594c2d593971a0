// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

int bad(int x) restrict(gpu) { return x; } // expected-error {{C3936: 'gpu' is not a valid restriction specifier; use 'cpu' or 'amp'}}
int empty(int x) restrict() { return x; } // expected-error {{C3937: restrict() must name at least one restriction}}
int good(int x) restrict(cpu, amp) { return x; }
