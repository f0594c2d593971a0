// Explicit specializations of function templates, member function templates
// and members of class templates keep their own restriction (HIP, like C++
// AMP, wants it to match the primary template's); explicit instantiations
// get the attribute right after `template`.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>

template <typename T> T g(T x) restrict(cpu, amp) { return x; }
// CHECK: template <typename T> __host__ __device__ T g(T x) { return x; }
template <> int g<int>(int x) restrict(cpu, amp) { return x + 1; }
// CHECK: template <> __host__ __device__ int g<int>(int x) { return x + 1; }
template <> float g(float x) restrict(cpu, amp);
// CHECK: template <> __host__ __device__ float g(float x);

template <typename T> T h(T x) restrict(amp) { return x; }
// CHECK: template <typename T> __device__ T h(T x) { return x; }
template <> int h<int>(int x) restrict(amp) { return x + 1; }
// CHECK: template <> __device__ int h<int>(int x) { return x + 1; }

template <typename T> auto t(T x) restrict(amp) -> T { return x; }
// CHECK: template <typename T> __device__ auto t(T x) -> T { return x; }
template <> auto t<int>(int x) restrict(amp) -> int { return x + 1; }
// CHECK: template <> __device__ auto t<int>(int x) -> int { return x + 1; }

template <typename T> struct C {
  int f(int x) restrict(amp);
  // CHECK: __device__ int f(int x);
  template <typename U> U k(U u) restrict(cpu, amp) { return u; }
  // CHECK: template <typename U> __host__ __device__ U k(U u) { return u; }
};
template <typename T> int C<T>::f(int x) restrict(amp) { return x; }
// CHECK: template <typename T> __device__ int C<T>::f(int x) { return x; }
template <> int C<int>::f(int x) restrict(amp) { return x + 2; }
// CHECK: template <> __device__ int C<int>::f(int x) { return x + 2; }
template <>
template <>
float C<int>::k<float>(float u) restrict(cpu, amp) {
  return u + 1;
}
// CHECK:      template <>
// CHECK-NEXT: template <>
// CHECK-NEXT: __host__ __device__ float C<int>::k<float>(float u) {

struct M {
  template <typename T> T m(T x) const restrict(amp) { return x; }
  // CHECK: template <typename T> __device__ T m(T x) const { return x; }
};
template <> int M::m<int>(int x) const restrict(amp) { return x * 3; }
// CHECK: template <> __device__ int M::m<int>(int x) const { return x * 3; }

template int g<int>(int x) restrict(cpu, amp);
// CHECK: template __host__ __device__ int g<int>(int x);
template double g(double x) restrict(cpu) restrict(amp);
// CHECK: template __host__ __device__ double g(double x);
extern template auto t<long>(long x) restrict(amp) -> long;
// CHECK: extern template __device__ auto t<long>(long x) -> long;
template auto t<unsigned>(unsigned x) restrict(amp, amp) -> unsigned;
// CHECK: template __device__ auto t<unsigned>(unsigned x) -> unsigned;
template int C<char>::f(int x) restrict(amp);
// CHECK: template __device__ int C<char>::f(int x);
template struct C<double>;
// CHECK: template struct C<double>;

int use(int i) restrict(amp) {
  return g(i) + g(1.0f) + h(i) + t(i) + C<int>().f(i) + C<int>().k(1.0f) +
         M().m(i);
}
