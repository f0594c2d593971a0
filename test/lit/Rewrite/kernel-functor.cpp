// A kernel lambda inside a function with a deduced return type (nvcc refuses
// such extended lambdas) becomes a named function object right before the
// function; a template function gives a class template.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
using namespace concurrency;

auto make_scale(array_view<float, 1> v, float k) {
  return [=](index<1> i) restrict(amp) { v[i] *= k; };
}
// CHECK: struct amp2hip_kernel_make_scale_{{[0-9]+}} {
// CHECK-NEXT:   array_view<float, 1> v;
// CHECK-NEXT:   float k;
// CHECK-NEXT:   __device__ void operator()(Concurrency::index<1> i) const { v[i] *= k; }
// CHECK-NEXT: };
// CHECK-NEXT: auto make_scale(array_view<float, 1> v, float k) {
// CHECK-NEXT:   return amp2hip_kernel_make_scale_{{[0-9]+}}{v, k};

template <class T, int N> auto make_fill(array_view<T, N> v, T x) {
  return [=](tiled_index<4> t) restrict(amp) {
    tile_static int unused;
    v[t.global] = x;
  };
}
// CHECK: template <class T, int N>
// CHECK-NEXT: struct amp2hip_kernel_make_fill_{{[0-9]+}} {
// CHECK-NEXT:   array_view<T, N> v;
// CHECK-NEXT:   T x;
// CHECK-NEXT:   __device__ auto operator()(tiled_index<4> t) const {
// CHECK-NEXT:     __shared__ int unused;
// CHECK:      template <class T, int N> auto make_fill(array_view<T, N> v, T x) {
// CHECK-NEXT:   return amp2hip_kernel_make_fill_{{[0-9]+}}<T, N>{v, x};

void use(array_view<float, 1> v) {
  parallel_for_each(v.extent, make_scale(v, 2.0f));
  parallel_for_each(v.extent.tile<4>(), make_fill(v, 1.0f)); // tiled: tile_static
}

// A generic restrict(cpu, amp) lambda in host code (nvcc refuses generic
// __host__ __device__ extended lambdas): its `auto` parameters become the
// operator's template parameters.
int generic(array_view<int, 1> v) {
  auto twice = [](auto x) restrict(cpu, amp) { return x + x; };
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = twice(i[0]); });
  return twice(2);
}
// CHECK: struct amp2hip_kernel_generic_{{[0-9]+}} {
// CHECK-NEXT:   template <class amp2hip_T0> __host__ __device__ auto operator()(amp2hip_T0 x) const { return x + x; }
// CHECK-NEXT: };
// CHECK-NEXT: int generic(array_view<int, 1> v) {
// CHECK-NEXT:   auto twice = amp2hip_kernel_generic_{{[0-9]+}}{};
