// restrict(...) in every position the C++ AMP grammar allows.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>

int f1(int x) restrict(amp) { return x; }
// CHECK: __device__ int f1(int x) { return x; }
int f2(int x) restrict(cpu, amp) { return x; }
// CHECK: __host__ __device__ int f2(int x) { return x; }
int f3(int x) restrict(cpu) restrict(amp) { return x; }
// CHECK: __host__ __device__ int f3(int x) { return x; }
int f4(int x) restrict(cpu) { return x; }
// CHECK: int f4(int x) { return x; }
int f5(int x) restrict(amp) noexcept { return x; }
// CHECK: __device__ int f5(int x) noexcept { return x; }
int f6(int x) restrict(amp) noexcept { return x; }
// CHECK: __device__ int f6(int x) noexcept { return x; }
int f6b(int x) restrict(cpu) throw() { return x; } // throw() only on the host (C3581 in amp code)
// CHECK: int f6b(int x) throw() { return x; } // throw() only on the host (C3581 in amp code)
auto f7(int x) restrict(amp) -> int { return x; }
// CHECK: __device__ auto f7(int x) -> int { return x; }
auto f8(int x) restrict(amp) noexcept(true) -> int { return x; }
// CHECK: __device__ auto f8(int x) noexcept(true) -> int { return x; }
static inline float f9(float x) restrict(amp) { return x; }
// CHECK: __device__ static inline float f9(float x) { return x; }
template <typename T> T f10(T x) restrict(amp) { return x; }
// CHECK: template <typename T> __device__ T f10(T x) { return x; }
int f11(int) restrict(amp);
// CHECK: __device__ int f11(int);
int f11(int x) restrict(amp) { return x; }
// CHECK: __device__ int f11(int x) { return x; }

// Overloading on restriction alone.
int which() restrict(cpu) { return 1; }
// CHECK: #if !defined(__HIP_DEVICE_COMPILE__) && !defined(__CUDA_ARCH__)
// CHECK-NEXT: __host__ __device__ int which() { return 1; }
int which() restrict(amp) { return 2; }
// CHECK: #if defined(__HIP_DEVICE_COMPILE__) || defined(__CUDA_ARCH__)
// CHECK-NEXT: __host__ __device__ int which() { return 2; }

struct S {
  S() restrict(cpu, amp) : v(0) {}
  // CHECK: __host__ __device__ S() : v(0) {}
  ~S() restrict(cpu, amp) {}
  // CHECK: __host__ __device__ ~S() {}
  int get() const & restrict(amp) { return v; }
  // CHECK: __device__ int get() const & { return v; }
  S &operator+=(int d) restrict(amp) { v += d; return *this; }
  // CHECK: __device__ S &operator+=(int d) { v += d; return *this; }
  int twice() const restrict(amp);
  // CHECK: __device__ int twice() const;
  int v;
};
int S::twice() const restrict(amp) { return 2 * v; }
// CHECK: __device__ int S::twice() const { return 2 * v; }

void lambdas() {
  auto a = [=](int i) restrict(amp) { return i; };
  // CHECK: auto a = [=] __device__ (int i) { return i; };
  auto b = [=](int i) mutable restrict(amp) { return i; };
  // CHECK: auto b = [=] __device__ (int i) mutable { return i; };
  auto c = [=](int i) restrict(amp) noexcept { return i; };
  // CHECK: auto c = [=] __device__ (int i) noexcept { return i; };
  auto d = [=](int i) restrict(amp) -> int { return i; };
  // CHECK: auto d = [=] __device__ (int i) -> int { return i; };
  auto e = [=](int i) mutable restrict(cpu, amp) noexcept -> int { return i; };
  // CHECK: auto e = [=] __host__ __device__ (int i) mutable noexcept -> int { return i; };
  auto f = [] (int i) restrict(amp) { return i; };
  // CHECK: auto f = [] __device__ (int i) { return i; };
  auto g = [=](int i) restrict(cpu) { return i; };
  // CHECK: auto g = [=](int i) { return i; };
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g;
}
