// Overloads on restriction of class members: constructors, operators,
// member templates, static members, members of a class template and of a
// derived class, declared in a header through restriction macros.
#pragma once
#include <amp.h>
#define CPU_ONLY restrict(cpu)
#define GPU_ONLY restrict(amp)
namespace util {
inline int side() CPU_ONLY { return 0; }
inline int side() GPU_ONLY { return 1; }
template <class T> struct Box {
  T v;
  Box(T x) restrict(cpu) : v(x) {}
  Box(T x) restrict(amp) : v(x + 1) {}
  T get() const restrict(cpu) { return v; }
  T get() const restrict(amp) { return v * 2; }
  Box &operator+=(T d) restrict(cpu) { v += d; return *this; }
  Box &operator+=(T d) restrict(amp) { v += 2 * d; return *this; }
  template <class U> U as() const restrict(cpu) { return U(v); }
  template <class U> U as() const restrict(amp) { return U(v) + U(100); }
  static int kind() restrict(cpu) { return 7; }
  static int kind() restrict(amp) { return 8; }
};
struct Base {
  int b;
  Base() restrict(cpu, amp) : b(5) {}
};
struct Derived : Base {
  int d;
  Derived() restrict(cpu) : Base(), d(1) {}
  Derived() restrict(amp) : Base(), d(2) {}
  Derived(const Derived &o) restrict(cpu) : Base(o), d(o.d) {}
  Derived(const Derived &o) restrict(amp) : Base(o), d(o.d + 10) {}
};
}
