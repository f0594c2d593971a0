// C3581 where Visual C++ reported it: a temporary made by naming its type,
// and a parameter of a class amp code cannot hold, at each member access
// through it, else at the function's body, or for a template's instance at
// its point of instantiation (never in the uninstantiated pattern).
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

struct Bytes { char tag; int n; }; // expected-note 10 {{'tag' declared here}}
template <int N> struct BytesOf { char tag; int n; }; // expected-note {{'tag' declared here}}

void temporaries() restrict(amp) {
  Bytes();      // expected-error {{C3581: type 'Bytes' is not supported in amp code: member 'tag'}}
  BytesOf<1>(); // expected-error {{C3581: type 'BytesOf<1>' is not supported in amp code}}
}

int through_pointer(Bytes *p) restrict(amp) { // expected-note 2 {{'p' declared here}}
  int a = p->n;   // expected-error {{C3581: type 'Bytes *' is not supported in amp code}}
  return a + (*p).n; // expected-error {{C3581: type 'Bytes *' is not supported in amp code}}
}

int through_reference(Bytes &r) restrict(amp) { // expected-note {{'r' declared here}}
  return r.n; // expected-error {{C3581: type 'Bytes &' is not supported in amp code}}
}

void unused_pointer(Bytes *p) restrict(amp) // expected-note {{'p' declared here}}
{} // expected-error {{C3581: type 'Bytes *' is not supported in amp code}}

void by_value(Bytes b) restrict(amp) // expected-note {{'b' declared here}}
{ // expected-error {{C3581: type 'Bytes' is not supported in amp code}}
}

template <typename T>
int used_in_template(Bytes *p, T t) restrict(amp) { // expected-note {{'p' declared here}}
  return p->n + t; // expected-error {{C3581: type 'Bytes *' is not supported in amp code}}
}

template <typename T>
void unused_in_template(Bytes *p) restrict(amp) {} // expected-note 2 {{'p' declared here}}

template <int N>
void explicit_instance(Bytes &r) restrict(amp) {} // expected-note {{'r' declared here}}

template void explicit_instance<3>(Bytes &r) restrict(amp); // expected-error {{C3581: type 'Bytes &' is not supported in amp code}} expected-note {{in the instantiation}}

template <int N>
void never_instantiated(Bytes *p) restrict(amp) {}

void caller() restrict(amp) {
  used_in_template(nullptr, 1); // expected-note {{in the instantiation 'used_in_template<int>'}}
  unused_in_template<int>(nullptr);   // expected-error {{C3581: type 'Bytes *' is not supported in amp code}} expected-note {{in the instantiation}}
  unused_in_template<float>(nullptr); // expected-error {{C3581: type 'Bytes *' is not supported in amp code}} expected-note {{in the instantiation}}
}
