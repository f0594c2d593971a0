// HCC's dialect: what the restriction inference refuses. amp code that
// calls a function whose body does not suit amp gets C3930, with a note on
// the first construct that kept the function cpu only.
// RUN: %amp2hip --dialect=hcc --no-output %s -- -ferror-limit=0 -Xclang -verify
// Visual C++'s dialect infers nothing: C3936 and C3577, and no note.
// RUN: not %amp2hip --dialect=msvc --no-output %s 2>&1 | %FileCheck %s --check-prefix=MSVC
// MSVC: error: C3936: 'auto' is not a valid restriction specifier; use 'cpu' or 'amp'
// MSVC: error: C3577: the kernel's operator() is not restrict(amp)
// MSVC-NOT: stays cpu only
// MSVC-NOT: restrict(auto) made

#include <amp.h>
using namespace concurrency;

int *fresh(int n) { // expected-note {{'fresh' declared here}}
  return new int[n]; // expected-note {{'fresh' has no restriction and stays cpu only: 'new' here is not allowed in amp code}}
}
int checked(int x) {
  if (x < 0)
    throw x;
  return x;
}
int outer(int x) { // expected-note {{'outer' declared here}}
  return checked(x) + 1; // expected-note {{'outer' has no restriction and stays cpu only: a call of 'checked' here is not allowed in amp code}}
}
int declared_only(int x); // expected-note {{'declared_only' declared here}}

int logged(int x) restrict(auto) { // expected-note {{'logged' declared here}}
  static int calls; // expected-note {{restrict(auto) made 'logged' cpu only: a static variable here is not allowed in amp code}}
  return x + ++calls;
}

void run(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) { // expected-note 4 {{in the call graph of the parallel_for_each here}}
    v[i] = fresh(1)[0]; // expected-error {{C3930: 'fresh' is restricted to cpu and cannot be called from amp code}}
    v[i] += outer(v[i]); // expected-error {{C3930: 'outer' is restricted to cpu and cannot be called from amp code}}
    v[i] += declared_only(v[i]); // expected-error {{C3930: 'declared_only' is restricted to cpu and cannot be called from amp code}}
    v[i] += logged(v[i]); // expected-error {{C3930: 'logged' is restricted to cpu and cannot be called from amp code}}
  });
}

int main() { return logged(1) - 1 + checked(0); }
