// C3930 for standard-library functions in amp code that no device compiler
// provides: Clang treats constexpr functions as host-device (hipcc builds
// them), but nvcc refuses them in device code and MSVC refuses them in
// restrict(amp) code. Checked per template instance, with the call chain.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <algorithm>
#include <cstdlib>
#include <amp.h>
#include <limits>
#include <utility>
#include <vector>
using namespace concurrency;

template <typename T> T largest(T a, T b) restrict(amp) {
  return std::max(a, b); // expected-error {{C3930: 'std::max<float>' is restricted to cpu and cannot be called from amp code}}
}
template <typename T> T ceiling() restrict(cpu, amp) {
  return std::numeric_limits<T>::max(); // expected-error {{C3930: 'std::numeric_limits<int>::max' is restricted to cpu and cannot be called from amp code}}
}
int clamp_low(int v) restrict(amp) {
  return std::min(v, 0); // expected-error {{C3930: 'std::min<int>' is restricted to cpu}}
}

void run(std::vector<float> &v) {
  array_view<float, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-note 3 {{in the call graph of the parallel_for_each here}}
    // expected-note@+1 {{'largest<float>' is called here from 'lambda'}} expected-note@+1 {{'ceiling<int>' is called here from 'lambda'}} expected-note@+1 {{'clamp_low' is called here from 'lambda'}}
    av[i] = largest(av[i], 1.0f) + float(ceiling<int>() + clamp_low(i[0]));
  });
}
// expected-note@*:* {{std::max<float>' declared here}}
// expected-note@*:* {{std::min<int>' declared here}}
// expected-note@*:* {{std::numeric_limits<int>::max' declared here}}

// The C heap belongs to the host (Clang takes these library builtins as
// callable from both sides).
void heap(int *out) restrict(amp) {
  int *p = (int *)malloc(sizeof(int)); // expected-error {{C3930: 'malloc' is restricted to cpu and cannot be called from amp code}}
  free(p); // expected-error {{C3930: 'free' is restricted to cpu and cannot be called from amp code}}
  // expected-note@*:* {{'malloc' declared here}}
  // expected-note@*:* {{'free' declared here}}
  *out = 0;
}
