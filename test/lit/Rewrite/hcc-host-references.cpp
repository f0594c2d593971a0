// HCC ran kernels on HSA's shared virtual memory, so a kernel could capture
// host data by reference and write it. In HCC's dialect such a capture is
// mirrored (amp2hip::host_ref) and the body binds the name to the mirror;
// Visual C++'s dialect keeps C3590.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// RUN: not %amp2hip --dialect=msvc --no-output %t.cpp 2>&1 | %FileCheck %s --check-prefix=MSVC
// MSVC: error: C3577: the kernel's operator() is not restrict(amp)

#include <hc.hpp>

struct Pair {
  float low, high;
};

void scale(int n) {
  int table[64];
  int factor = 3;
  Pair range = {0.0f, 1.0f};
  hc::array_view<int, 1> out(n);
  // Through the default: it becomes '=' with the mirrors' captures.
  hc::parallel_for_each(hc::extent<1>(64), [&](hc::index<1> i) [[hc]] {
    table[i[0]] *= factor;
  });
  // CHECK: hc::parallel_for_each(hc::extent<1>(64), [=, amp2hip_ref_table = amp2hip::host_ref(table), amp2hip_ref_factor = amp2hip::host_ref(factor)] __device__ (hc::index<1> i) { auto &table = *amp2hip_ref_table; auto &factor = *amp2hip_ref_factor;
  // CHECK-NEXT: table[i[0]] *= factor;

  // Named: each '&name' becomes its mirror's capture; views stay by copy.
  hc::parallel_for_each(hc::extent<1>(1), [=, &range](hc::index<1>) [[hc]] {
    range.high = 2.0f;
    out[0] = 1;
  });
  // CHECK: hc::parallel_for_each(hc::extent<1>(1), [=, amp2hip_ref_range = amp2hip::host_ref(range)] __device__ (hc::index<1>) { auto &range = *amp2hip_ref_range;
}
