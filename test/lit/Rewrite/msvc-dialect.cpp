// Visual C++'s dialect becomes standard C++: void main returns int (a bare
// return gives 0), std::exception built from a message is std::runtime_error
// (the base of a class that does so too), #pragma warning is kept for MSVC
// alone. Code that only looks similar is left as it is.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines --implicit-check-not=__am < %t.hip.cpp

#include <amp.h>
#include <exception>
#include <cstdio>
#pragma warning(disable : 4996 4267)
#pragma   warning  (push)
#pragma once_more_unrelated
using namespace concurrency;

// CHECK: #include <amp2hip/msvc/crt.h>
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK: #ifdef _MSC_VER
// CHECK-NEXT: #pragma warning(disable : 4996 4267)
// CHECK-NEXT: #endif
// CHECK-NEXT: #ifdef _MSC_VER
// CHECK-NEXT: #pragma   warning  (push)
// CHECK-NEXT: #endif
// CHECK-NEXT: #pragma once_more_unrelated

struct checked_error : public std::exception {
  explicit checked_error(const char *what) : std::exception(what) {}
};
// CHECK: struct checked_error : public std::runtime_error {
// CHECK-NEXT:   explicit checked_error(const char *what) : std::runtime_error(what) {}

// A class of the user's with a main member: not the program's main.
struct runner {
  void main() { return; }
};
// CHECK: void main() { return; }

#if 0
void main() { }
#endif
// CHECK: #if 0
// CHECK-NEXT: void main() { }

void check(int got, int want) {
  if (got != want)
    throw std::exception("mismatch");
  std::exception copy = std::exception("kept message");
  std::exception braced{"braced"};
  (void)copy;
  (void)braced;
}
// CHECK: throw std::runtime_error("mismatch");
// CHECK-NEXT: std::runtime_error copy = std::runtime_error("kept message");
// CHECK-NEXT: std::runtime_error braced{"braced"};

void main()
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> av(4, data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        av[i] *= 2;
    });
    av.synchronize();
    try {
        check(data[3], 8);
    } catch (std::exception &e) {
        std::printf("%s\n", e.what());
        return;
    }
    if (data[0] != 2)
        return;
    std::printf("ok\n");
}
// CHECK: int main()
// CHECK: } catch (std::exception &e) {
// CHECK-NEXT: std::printf("%s\n", e.what());
// CHECK-NEXT: return 0;
// CHECK: return 0;
// CHECK-NEXT: std::printf("ok\n");
// CHECK-NEXT: return 0;
// CHECK-NEXT: }
