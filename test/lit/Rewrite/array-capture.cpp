// A concurrency::array captured by reference becomes an init-capture of a
// device handle; other captures are untouched.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

void sums(std::vector<float> &data) {
  array_view<const float, 1> in(64, data);
  array<float, 1> out(16);
  const array<float, 1> &ro = out;
  parallel_for_each(out.extent, [=, &out, &ro](index<1> i) restrict(amp) {
    out[i] = in[i * 4] + ro[i];
  });
}
// CHECK:   parallel_for_each(out.extent, [=, out = amp2hip::capture(out), ro = amp2hip::capture(ro)] __device__ (Concurrency::index<1> i) {
