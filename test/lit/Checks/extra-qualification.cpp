// RUN: %amp2hip --no-output %s -- -Xclang -verify
// AH1308: a member declared with its own class's qualifier inside the class
// is accepted, as Visual C++ accepted it, with a warning; the file still
// translates (test/lit/Rewrite/msvc-leniencies.test checks the output).

#include <amp.h>
using namespace concurrency;

struct Counter {
  void Counter::bump() { ++n; } // expected-warning {{AH1308: extra qualification on member 'bump', which Visual C++ accepted; the output drops the qualifier}}
  int n = 0;
};

template <typename T> struct Twice {
  T Twice::of(T v) const restrict(amp, cpu) { return v + v; } // expected-warning {{AH1308: extra qualification on member 'of'}}
};

// A qualifier naming another class is still Clang's error.
struct Other; // expected-note {{forward declaration of 'Other'}}
struct Wrong {
  void Other::f(); // expected-error {{incomplete type 'Other' named in nested name specifier}}
};

void use(array_view<int, 1> v) {
  Twice<int> t;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = t.of(v[i]); });
}
