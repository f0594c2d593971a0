// Visual C++ leniencies the dialect pre-pass reads: `typename` before a
// plain name is dropped, a functional cast of a multi-word or Microsoft
// type becomes a C-style cast of the standard type, a portability header's
// own typedef of __int64 gives way to crt.h's, and __max/__min come from
// crt.h. Declarators and function types that look alike are left alone.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines --implicit-check-not=__ah < %t.hip.cpp
// RUN: g++ -std=c++17 -I %srcroot/runtime/include %t.hip.cpp -o %t.exe
// RUN: %t.exe

#include <functional>

#if defined(__GNUC__)
typedef long long __int64;
#elif defined(_MSC_VER)
typedef unsigned __int64 __uint64;
#endif

template <class T> struct Box {
  typedef typename T value_type;
  value_type v;
};
typedef typename int count_t;

unsigned int twice(unsigned int (*f)(int), int x) { return 2 * f(x); }
unsigned int id(int x) { return unsigned int(x); }

int main() {
  double d = 300.7;
  Box<int> b;
  b.v = int(d);
  unsigned char c = unsigned char(d);
  __int64 big = __int64(d) + long long(d) + unsigned __int64(d);
  signed char s = signed char(-3);
  unsigned int z = unsigned int();
  std::function<unsigned int(int)> g = id;
  count_t m = __max(2, 5) + __min(2, 5);
  bool ok = b.v == 300 && c == 44 && big == 900 && s == -3 && z == 0 &&
            g(4) == 4 && twice(id, 3) == 6 && m == 7;
  return ok ? 0 : 1;
}

// CHECK: /* typedef long long __int64; (amp2hip: __int64 is <amp2hip/msvc/crt.h>'s) */
// CHECK: typedef unsigned __int64 __uint64;
// CHECK:   typedef T value_type;
// CHECK: typedef int count_t;
// CHECK: unsigned int twice(unsigned int (*f)(int), int x) { return 2 * f(x); }
// CHECK: unsigned int id(int x) { return (unsigned int)(x); }
// CHECK:   unsigned char c = (unsigned char)(d);
// CHECK:   __int64 big = (long long)(d) + (long long)(d) + (unsigned long long)(d);
// CHECK:   signed char s = (signed char)(-3);
// CHECK:   unsigned int z = (unsigned int)(0);
// CHECK:   std::function<unsigned int(int)> g = id;
// CHECK:   count_t m = __max(2, 5) + __min(2, 5);
