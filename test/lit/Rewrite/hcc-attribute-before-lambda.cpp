// HCC took its attribute, and `amp` for `hc`, in front of a kernel lambda's
// introducer, often through a macro: the output drops it there (the kernel
// is device code as every kernel lambda is) and keeps the macro's
// definition, now unused.
// RUN: %amp2hip %s -o %t.hip.cpp -- -hc
// RUN: %FileCheck %s < %t.hip.cpp

#include <hc.hpp>

#define KERNEL_ATTR __attribute__((amp))
// CHECK: #define KERNEL_ATTR __attribute__((amp))

void fill(hc::array_view<int, 1> v, hc::tiled_extent<1> ex) {
  hc::parallel_for_each(ex, KERNEL_ATTR [=](hc::tiled_index<1> t) {
    v[t.global] = t.local[0];
  });
  // CHECK: hc::parallel_for_each(ex, [=] __device__ (hc::tiled_index<1> t) {
  hc::parallel_for_each(v.get_extent(), __attribute__((hc)) [=](hc::index<1> i) {
    v[i] += 1;
  });
  // CHECK: hc::parallel_for_each(v.get_extent(), [=] __device__ (hc::index<1> i) {
}
