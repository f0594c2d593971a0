// Fix-its for the mechanical fixes, in Clang's parseable form.
// RUN: cp %s %t.cpp
// RUN: not %amp2hip --no-output %t.cpp -- -fdiagnostics-parseable-fixits 2> %t.err
// RUN: %FileCheck %s < %t.err

#include <amp.h>
#include <vector>
using namespace concurrency;

void kernel_body() restrict(amp) {
  tile_static int n = 0;
  tile_static float block[4][4] = {};
  n = int(block[0][0]);
}
// CHECK: error: C3584: a tile_static variable cannot have an initializer
// CHECK: fix-it:"{{.*}}":{[[@LINE-5]]:20-[[@LINE-5]]:24}:""
// CHECK: error: C3584: a tile_static variable cannot have an initializer
// CHECK: fix-it:"{{.*}}":{[[@LINE-6]]:32-[[@LINE-6]]:37}:""

void captures(std::vector<int> &v) {
  array_view<int, 1> av(16, v);
  array<int, 1> arr(16);
  int scale = 3;
  parallel_for_each(av.extent, [&scale, av](index<1> i) restrict(amp) {
    av[i] *= scale;
  });
  parallel_for_each(av.extent, [av, arr](index<1> i) restrict(amp) {
    av[i] = arr[i];
  });
}
// CHECK: error: C3590: an amp lambda cannot capture 'scale' by reference
// CHECK: fix-it:"{{.*}}":{[[@LINE-8]]:33-[[@LINE-8]]:34}:""
// CHECK: error: C3597: a concurrency::array ('arr') must be captured by reference
// CHECK: fix-it:"{{.*}}":{[[@LINE-7]]:37-[[@LINE-7]]:37}:"&"

int no_exceptions(int x) restrict(amp) throw() { return x; }
// CHECK: error: C3581: an amp function cannot have a dynamic exception specification
// CHECK: fix-it:"{{.*}}":{[[@LINE-2]]:40-[[@LINE-2]]:47}:"noexcept"
