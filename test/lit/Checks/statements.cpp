// C3587 dynamic_cast, C3591 typeid, C3592 inline assembly, C3593 goto,
// C3594 exceptions, C3598 labels: statements amp code cannot contain.
// Comparing typeid results calls std::type_info's operator==, which is not
// reported again as a C3930: typeid is the error.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>
#include <typeinfo>
#include <vector>
#include "Inputs/rules.h"
using namespace concurrency;

// Classes with virtual functions are themselves not amp types (C3581).
struct Base { virtual ~Base() {} }; // expected-note {{'~Base' declared here}}
struct Derived : Base {};           // expected-note 2 {{'Derived' declared here}}

#define SKIP_TO(label) goto label

int plain(int x, Base *b) restrict(cpu, amp) { // expected-error {{C3581: type 'Base *'}} expected-note {{'b' declared here}}
  Derived *d = dynamic_cast<Derived *>(b); // expected-error {{C3587: dynamic_cast is not allowed in amp code}} expected-error 2 {{C3581: type 'Derived *'}}
  bool same = typeid(*b) == typeid(Derived); // expected-error 2 {{C3591: typeid is not allowed in amp code}}
  if (x > 0)
    goto done; // expected-error {{C3593: goto is not allowed in amp code}}
  x = 1;
done: // expected-error {{C3598: labelled statements are not allowed in amp code ('done')}}
  asm("nop"); // expected-error {{C3592: inline assembly is not allowed in amp code}}
  switch (x) {
  case 1: // case and default labels are allowed
    break;
  default:
    break;
  }
  return x + (d != nullptr) + same;
}

int exceptions(int x) restrict(cpu, amp) {
  try { // expected-error {{C3594: 'try' is not allowed in amp code: exceptions are not supported}}
    if (x < 0)
      throw x; // expected-error {{C3594: 'throw' is not allowed in amp code}}
  } catch (int) {
  }
  return x;
}

// Clang finds try and throw in functions that are only amp while it
// parses; they carry the same number.
int amp_only(int x) restrict(amp) {
  try { // expected-error {{C3594: 'try' is not allowed in amp code}}
    throw 1; // expected-error {{C3594: 'throw' is not allowed in amp code}}
  } catch (...) {
  }
  return x;
}

struct FunctionTry {
  int v;
  FunctionTry(int x) restrict(cpu, amp) try : v(x) { // expected-error {{C3594: 'try' is not allowed in amp code}}
  } catch (...) {
  }
};

template <typename T> int templated(T x) restrict(cpu, amp) {
  SKIP_TO(end); // expected-error {{C3593: goto is not allowed in amp code}}
end: // expected-error {{C3598: labelled statements are not allowed in amp code ('end')}}
  return int(x);
}

struct Functor {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) {
  again: // expected-error {{C3598: labelled statements are not allowed in amp code ('again')}}
    out[i] += 1;
    if (out[i] < 3)
      goto again; // expected-error {{C3593: goto is not allowed in amp code}}
  }
};

void kernels(std::vector<int> &v) {
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = templated(1) + templated(2.0f); // expected-note {{in the instantiation 'templated<int>'}} expected-note {{in the instantiation 'templated<int>'}}
    [&]() { // a lambda inside amp code is amp code
      goto out; // expected-error {{C3593: goto is not allowed in amp code}}
    out:; // expected-error {{C3598: labelled statements are not allowed in amp code ('out')}}
    }();
  });
  parallel_for_each(av.extent, Functor{av});
  // Host code may use all of them.
  try {
    goto host_label;
  host_label:
    throw 1;
  } catch (int) {
  }
}
