// C3585's fix-it: without `static` the variable is an ordinary local.
// RUN: cp %s %t.cpp
// RUN: not %amp2hip --no-output %t.cpp -- -fdiagnostics-parseable-fixits 2> %t.err
// RUN: %FileCheck %s < %t.err

#include <amp.h>

int count(int x) restrict(amp) {
  static  int calls = 0;
  extern int elsewhere;
  return x + calls + elsewhere;
}
// CHECK: error: C3585: a local variable of amp code cannot be 'static'
// CHECK: fix-it:"{{.*}}":{[[@LINE-5]]:3-[[@LINE-5]]:11}:""
// CHECK: error: C3585: a local variable of amp code cannot be 'extern'
// CHECK-NOT: fix-it
