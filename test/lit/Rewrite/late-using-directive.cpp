// Names a template finds only through a using directive written after it,
// which Visual C++'s late parse of templates allowed: a function template
// called with explicit template arguments is qualified like other names; an
// operator, on which no qualifier can be written, gets a using declaration
// before the template (argument-dependent lookup does not search its
// namespace: the operands are std's), also when an operand's type depends
// on the template and only its instances choose the operator.
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
template <int N>
std::ostream &operator<<(std::ostream &os, const Concurrency::extent<N> &e);
} // namespace tools

// CHECK: using tools::operator<<;
// CHECK-NEXT: template <typename T> bool shows(const Concurrency::accelerator &a) {
template <typename T> bool shows(const Concurrency::accelerator &a) {
  std::cout << a.get_device_path() << "\n";
  // CHECK: return tools::scaled<T, 2>(3) == tools::twice(3);
  return scaled<T, 2>(3) == twice(3);
}

// CHECK: using tools::operator<<;
// CHECK-NEXT: template <int N> void print_extent(const Concurrency::extent<N> &e) {
template <int N> void print_extent(const Concurrency::extent<N> &e) {
  std::cout << e;
}

using namespace tools;

void print_one() { print_extent(Concurrency::extent<1>(4)); }

int main() { return shows<int>(Concurrency::accelerator()) ? 0 : 1; }
