// AH1201: long changes width between MSVC (32 bits) and Linux (64 bits) in
// data shared with kernels; warned once per declaration.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: cp %s %t.cpp
// RUN: %amp2hip --no-output %t.cpp -- -fdiagnostics-parseable-fixits 2> %t.err
// The warnings come in the order the checks find them.
// RUN: %FileCheck %s < %t.err

#include <amp.h>
#include <vector>
using namespace concurrency;

struct Particle {
  float x;
  long id; // expected-warning {{AH1201: 'long' is 64 bits on Linux but was 32 bits under MSVC: the data 'id' shared with kernels changes layout}}
};
// CHECK-DAG: fix-it:"{{.*}}":{[[@LINE-2]]:3-[[@LINE-2]]:7}:"int"

struct Functor {
  array_view<int, 1> out;
  unsigned long step; // expected-warning {{AH1201: 'unsigned long' is 64 bits on Linux}}
  void operator()(index<1> i) const restrict(amp) { out[i] = int(step); }
};
// CHECK-DAG: fix-it:"{{.*}}":{[[@LINE-3]]:3-[[@LINE-3]]:16}:"unsigned int"

void kernels(std::vector<long> &lv, std::vector<int> &iv,
             std::vector<Particle> &pv) {
  array_view<long, 1> longs(4, lv); // expected-warning {{AH1201: 'long' is 64 bits on Linux but was 32 bits under MSVC: the data 'longs' shared}}
  // CHECK-DAG: fix-it:"{{.*}}":{[[@LINE-1]]:14-[[@LINE-1]]:18}:"int"
  array_view<int, 1> ints(4, iv);
  array_view<Particle, 1> parts(4, pv);
  long offset = 3; // expected-warning {{AH1201: 'long' is 64 bits on Linux but was 32 bits under MSVC: the data 'offset' shared}}
  // CHECK-DAG: fix-it:"{{.*}}":{[[@LINE-1]]:3-[[@LINE-1]]:7}:"int"
  long host_only = 4; // not shared: no warning
  parallel_for_each(ints.extent, [=](index<1> i) restrict(amp) {
    ints[i] = int(longs[i] + offset + parts[i].id);
  });
  // A second kernel capturing the same variable: still one warning.
  parallel_for_each(ints.extent, [=](index<1> i) restrict(amp) {
    ints[i] += int(offset);
  });
  parallel_for_each(ints.extent, Functor{ints, 1ul});
  (void)host_only;
}
