// C3892: assignment through a const object, as MSVC numbers it: Clang's own
// error with the number, in cpu and amp code alike.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>
#include <vector>
using namespace concurrency;

void writes(std::vector<int> &v) {
  array_view<const int, 1> in(4, v);
  array_view<int, 1> out(4, v);
  in[0] = 1; // expected-error {{C3892: cannot assign through a const object: cannot assign to return value because function 'operator[]' returns a const value}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    in[i] = 2;  // expected-error {{C3892: cannot assign through a const object}}
    out[i] = in[i]; // writing through a non-const view is fine
  });
}
// expected-note@*:* 0+ {{}}
