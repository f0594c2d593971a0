// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include <vector>
using namespace concurrency;

float first(array<float, 1> &a) restrict(amp) { // expected-error {{AH1006: amp function parameter 'a' refers to a concurrency::array}}
  return a[0];
}
float viaView(const array_view<float, 1> &a) restrict(amp) { return a[0]; }
int hostOnly(array<float, 1> &a) { return a.extent[0]; }

struct Holds {
  array<float, 1> &data; // expected-error {{AH1003: kernel functor member 'data' refers to a concurrency::array; array references in functors are not supported yet}}
  void operator()(index<1> i) const restrict(amp) { data[i] = 1.0f; }
};

void launch(array<float, 1> &arr) {
  parallel_for_each(arr.extent, Holds{arr});
}
