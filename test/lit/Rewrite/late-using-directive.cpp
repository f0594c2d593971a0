// Names a template finds only through a using directive written after it,
// which Visual C++'s late parse of templates allowed: a function template
// called with explicit template arguments is qualified like other names; an
// operator, on which no qualifier can be written, gets a using declaration
// before the template (argument-dependent lookup does not search its
// namespace: the operands are std's).
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip --compiler-view=msvc %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <iostream>
#include <string>

namespace tools {
template <typename T, int N> T scaled(T v) { return v * N; }
template <typename T> T twice(T v) { return v + v; }
std::ostream &operator<<(std::ostream &os, const std::wstring &w);
} // namespace tools

// CHECK: using tools::operator<<;
// CHECK-NEXT: template <typename T> bool shows(const Concurrency::accelerator &a) {
template <typename T> bool shows(const Concurrency::accelerator &a) {
  std::cout << a.get_device_path() << "\n";
  // CHECK: return tools::scaled<T, 2>(3) == tools::twice(3);
  return scaled<T, 2>(3) == twice(3);
}

using namespace tools;

int main() { return shows<int>(Concurrency::accelerator()) ? 0 : 1; }
