// HCC's dialect: variables of namespace scope that kernels use become
// __managed__ (an extern declaration of one gets AH1502: nvcc builds it as
// relocatable device code only); a static local of amp code stays as it is.
// Visual C++'s dialect keeps C3586 (and C3585 for the local).
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: %amp2hip %s -o %t.hip.cpp -- -hc 2>/dev/null
// RUN: %FileCheck %s < %t.hip.cpp
// RUN: not %amp2hip --dialect=msvc --no-output %s 2>&1 | %FileCheck %s --check-prefix=MSVC

#include <hc.hpp>

extern int shared_count; // expected-warning {{AH1502: 'shared_count', which kernels use, becomes a __managed__ variable with an extern declaration: nvcc builds it only as relocatable device code (-rdc=true)}}
int shared_count = 4;
float weights[3] = {0.5f, 1.0f, 2.0f};
[[hc]] int device_flag;
const int not_shared = 7;

int tally(int by) restrict(amp) {
  static int seen = 0;
  seen += by;
  return seen;
}

void run(hc::array_view<float, 1> v) {
  hc::parallel_for_each(v.get_extent(), [=](hc::index<1> i) restrict(amp) {
    v[i] = weights[i[0] % 3] * shared_count + not_shared + tally(1);
    device_flag = 1;
  });
}

// CHECK: __managed__ extern int shared_count;
// CHECK-NEXT: __managed__ int shared_count = 4;
// CHECK-NEXT: __managed__ float weights[3] = {0.5f, 1.0f, 2.0f};
// CHECK-NEXT: __managed__ int device_flag;
// CHECK-NEXT: const int not_shared = 7;
// CHECK: __device__ int tally(int by) {
// CHECK-NEXT: static int seen = 0;
// CHECK-NOT: {{^static const amp2hip}}

// MSVC-DAG: error: C3586: amp code cannot use 'weights', a global or static variable
// MSVC-DAG: error: C3585: a local variable of amp code cannot be 'static'
