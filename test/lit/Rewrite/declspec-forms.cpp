// The __declspec forms with a portable meaning are written in GNU or
// standard form where they are written (an attribute macro's definition
// once); an alignment before a class key moves after it, where GCC applies
// it to the class as MSVC did. Calling conventions stay (crt.h defines them
// empty). The host build checks the meaning: alignment, thread-local
// storage, a selectany variable defined in two units.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/forms.cpp
// RUN: %amp2hip %t/forms.cpp -o %t/forms.hip.cpp -- -Wno-ignored-attributes 2>&1 | %FileCheck --allow-empty --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t/forms.hip.cpp
// RUN: g++ -std=c++17 -Wall -Werror -Wno-deprecated-declarations -I %srcroot/runtime/include -DSECOND_UNIT -c -x c++ %t/forms.hip.cpp -o %t/second.o
// RUN: g++ -std=c++17 -Wall -Werror -Wno-deprecated-declarations -I %srcroot/runtime/include -c -x c++ %t/forms.hip.cpp -o %t/first.o
// RUN: g++ %t/first.o %t/second.o -pthread -o %t/forms
// RUN: %t/forms
// LOG-NOT: error
// LOG-NOT: AH1303

#include <cstdint>
#include <thread>

#define ALIGNED(n) __declspec(align(n))
// CHECK: #define ALIGNED(n) __attribute__((aligned(n)))

__declspec(align(32)) struct Wide {
  float v[3];
};
// CHECK: struct __attribute__((aligned(32))) Wide {
struct ALIGNED(64) Line {
  char bytes[8];
};
extern __declspec(align(16)) float coefficients[4];
// CHECK: extern __attribute__((aligned(16))) float coefficients[4];

__declspec(selectany) int shared_setting = 7;
// CHECK: inline int shared_setting = 7;
extern __declspec(thread) int per_thread;
// CHECK: extern thread_local int per_thread;

class __declspec(novtable) __declspec(empty_bases) Base {
public:
  virtual ~Base() {}
  virtual int id() const = 0;
};
// CHECK: class Base {

__declspec(noinline) __declspec(nothrow) int __stdcall add(int a, int b);
// CHECK: __attribute__((noinline)) __attribute__((nothrow)) int __stdcall add(int a, int b);
__declspec(deprecated) int old_add(int a, int b);
// CHECK: __attribute__((deprecated)) int old_add(int a, int b);
__declspec(noreturn) void fail();
// CHECK: __attribute__((noreturn)) void fail();
__declspec(restrict) int *fresh();
// CHECK: int *fresh();

#ifdef SECOND_UNIT
int *second_unit_setting() { return &shared_setting; }
#else
int *second_unit_setting();
float coefficients[4];
thread_local int per_thread = 0;
class Impl : public Base {
public:
  int id() const override { return 3; }
};
int __stdcall add(int a, int b) { return a + b; }
int old_add(int a, int b) { return a + b; }
void fail() { throw 1; }
int *fresh() { return new int(5); }

int main() {
  int failures = 0;
  if (alignof(Wide) != 32 || alignof(Line) != 64 ||
      reinterpret_cast<std::uintptr_t>(coefficients) % 16 != 0)
    ++failures;
  per_thread = 1;
  int seen = -1;
  std::thread([&] { seen = per_thread; }).join();
  if (seen != 0 || per_thread != 1)
    ++failures;
  // One variable, however many units define it.
  if (second_unit_setting() != &shared_setting || shared_setting != 7)
    ++failures;
  Impl impl;
  const Base &b = impl;
  int *p = fresh();
  if (b.id() != 3 || add(2, 3) != 5 || old_add(1, 1) != 2 || *p != 5)
    ++failures;
  delete p;
  try {
    fail();
  } catch (int) {
    return failures;
  }
  return failures + 1;
}
#endif
