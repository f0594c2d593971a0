// A function with a trailing or deduced return type beside other
// declarators of one declaration: C++ forbids it, Visual C++ declared them
// all. AH1348 where Clang reports it, and the output ends the declaration
// at each comma and repeats its specifiers (in a macro's definition when
// the comma is there). The output builds in C++17 and runs.
// REQUIRES: clangxx
// RUN: %amp2hip --no-output %s -- -std=c++17 -Xclang -verify
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/split.cpp
// RUN: %amp2hip %t/split.cpp -o %t/split.hip.cpp -- -std=c++17 2>&1 | %FileCheck --check-prefix=LOG %s
// RUN: %FileCheck %s < %t/split.hip.cpp
// RUN: %clangxx -std=c++17 %t/split.hip.cpp -o %t/split
// RUN: %t/split
// LOG-COUNT-3: warning: AH1348:
// LOG-NOT: error:

#define AND_SPARE , spare = 9
// CHECK: #define AND_SPARE ; auto spare = 9

static auto first = 3, twice(int v) -> int, last = 4; // expected-warning {{AH1348: a function with a trailing or deduced return type declared beside other declarators, which C++ forbids and Visual C++ accepted; the output declares each on its own}}
// CHECK: static auto first = 3; static auto twice(int v) -> int; static auto last = 4;

auto made() -> long AND_SPARE; // expected-warning {{AH1348}}
// CHECK: auto made() -> long AND_SPARE;

auto twice(int v) -> int { return 2 * v; }
auto made() -> long { return 7; }
auto helper() -> int { return 1; }

int main() {
  auto local = 5, helper() -> int; // expected-warning {{AH1348}}
  // CHECK: auto local = 5; auto helper() -> int;
  return twice(first) + last + local + static_cast<int>(made()) + spare +
                     helper() ==
                 6 + 4 + 5 + 7 + 9 + 1
             ? 0
             : 1;
}
