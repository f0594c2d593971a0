// <amp_graphics.h> and <amp_short_vectors.h> map to the runtime's headers;
// textures are reached by reference like arrays: explicit and default [&]
// captures become amp2hip::capture, reference members array_ref_for, and a
// texture passed to a function template is given as the texture (.get()),
// but not the object of its own operator(). Unqualified texture and norm
// are qualified (HIP declares ::texture and ::norm).
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
#include <amp_short_vectors.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <amp2hip/amp.h>
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <amp2hip/amp_graphics.h>
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <amp2hip/amp_short_vectors.h>

using namespace concurrency;
using namespace concurrency::graphics;

template <class T> T first(const texture<T, 1> &t) restrict(amp) { return t[0]; }
// CHECK: template <class T> __device__ T first(const Concurrency::graphics::texture<T, 1> &t) { return t[0]; }
float half_of(norm n) restrict(amp) { return n * norm(0.5f); }
// CHECK: __device__ float half_of(Concurrency::graphics::norm n) { return n * Concurrency::graphics::norm(0.5f); }
float unchanged(concurrency::graphics::norm n, graphics::unorm u) restrict(amp) { return n + u; }
// CHECK: __device__ float unchanged(concurrency::graphics::norm n, graphics::unorm u) { return n + u; }

struct writer {
  texture<float_2, 2> &out;
  // CHECK: amp2hip::array_ref_for<Concurrency::graphics::texture<float_2, 2>> out;
  void operator()(index<2> i) const restrict(amp) {
    out.set(i, float_2(float(i[0]), float(i[1])));
  }
};

void run(texture<int, 1> &a, texture<int, 1> &b, texture<float_2, 2> &c) {
  // CHECK: void run(Concurrency::graphics::texture<int, 1> &a, Concurrency::graphics::texture<int, 1> &b, Concurrency::graphics::texture<float_2, 2> &c) {
  parallel_for_each(a.extent, [&a, &b](index<1> i) restrict(amp) {
    b.set(i, a(i[0]) + first(a));
  });
  // CHECK: parallel_for_each(a.extent, [a = amp2hip::capture(a), b = amp2hip::capture(b)] __device__ (Concurrency::index<1> i) {
  // CHECK-NEXT: b.set(i, a(i[0]) + first(a.get()));
  parallel_for_each(a.extent, [&](index<1> i) restrict(amp) { b.set(i, a[i]); });
  // CHECK: parallel_for_each(a.extent, [=, b = amp2hip::capture(b), a = amp2hip::capture(a)] __device__ (Concurrency::index<1> i) { b.set(i, a[i]); });
  parallel_for_each(c.extent, writer{c});
}
