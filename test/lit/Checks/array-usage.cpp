// Arrays passed by reference to amp functions and held by reference in
// functors are translated (test/lit/Rewrite/array-references.test), so none
// of this is diagnosed.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// expected-no-diagnostics

#include <amp.h>
#include <vector>
using namespace concurrency;

float first(array<float, 1> &a) restrict(amp) {
  return a[0];
}
float viaView(const array_view<float, 1> &a) restrict(amp) { return a[0]; }
int hostOnly(array<float, 1> &a) { return a.extent[0]; }

struct Holds {
  array<float, 1> &data;
  void operator()(index<1> i) const restrict(amp) { data[i] = 1.0f; }
};

void launch(array<float, 1> &arr) {
  parallel_for_each(arr.extent, Holds{arr});
}
