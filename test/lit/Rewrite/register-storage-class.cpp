// `register`, which C++17 removed and Visual C++ ignored: AH1346 where it
// is written, and the output drops it (in a macro's definition once). Clang
// refuses the word in C++17, as hipcc does: the output builds with it and
// runs. In C++14 nothing is reported.
// REQUIRES: clangxx
// RUN: %amp2hip --no-output %s -- -std=c++17 -Xclang -verify
// RUN: %amp2hip --no-output %s -- -std=c++14 -Wno-deprecated-register -Xclang -verify=cxx14
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/reg.cpp
// RUN: %amp2hip %t/reg.cpp -o %t/reg.hip.cpp -- -std=c++17 2>&1 | %FileCheck --check-prefix=LOG %s
// RUN: %FileCheck %s < %t/reg.hip.cpp
// RUN: %clangxx -std=c++17 -Werror=register %t/reg.hip.cpp -o %t/reg
// RUN: %t/reg
// LOG-COUNT-4: warning: AH1346:
// LOG-NOT: error:
// cxx14-no-diagnostics

#define FAST_INT register int
// CHECK: #define FAST_INT int

int checksum(register const unsigned char *p, register int n) { // expected-warning 2 {{AH1346: the 'register' storage class, which C++17 removed and Visual C++ ignored; the output drops it}}
  // CHECK: int checksum(const unsigned char *p, int n) {
  FAST_INT sum = 0; // expected-warning {{AH1346}}
  while (n-- > 0)
    sum += *p++;
  return sum;
}

int twice(int v) {
  FAST_INT r = v; // expected-warning {{AH1346}}
  return 2 * r;
}

int main() {
  const unsigned char bytes[] = {1, 2, 3};
  return checksum(bytes, 3) == 6 && twice(4) == 8 ? 0 : 1;
}
