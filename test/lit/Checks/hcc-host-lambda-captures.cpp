// A restrict(cpu,amp) lambda that only the host calls may capture by
// reference in HCC's dialect (HCC compiled it); Visual C++'s refused it
// (C3590), as every amp lambda.
// RUN: %amp2hip --dialect=hcc --no-output %s -- -Xclang -verify
// RUN: not %amp2hip --dialect=msvc --no-output %s 2>&1 | %FileCheck %s --check-prefix=MSVC
// expected-no-diagnostics

#include <amp.h>

int scaled(int k) {
  int scale = 3;
  auto on_host = [&](int x) restrict(cpu, amp) { return scale * x; };
  return on_host(k);
}
// MSVC: error: C3590: an amp lambda cannot capture 'scale' by reference
