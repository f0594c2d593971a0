// HCC's dialect infers restrictions (docs/hcc.md, "restrict(auto)"): a
// restrict(auto) function gets the sides its body suits, a kernel written
// without a restriction is amp code, and an unannotated function that amp
// code calls is compiled for both sides when its body suits amp. Visual
// C++'s dialect keeps its rules: C3936, C3577, C3930.
// RUN: %strip %s > %t.cpp
// (Tile packing, which rewrites small tiles, is Rewrite/tile-packing.cpp's.)
// RUN: %amp2hip --dialect=hcc --no-tile-packing %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// RUN: not %amp2hip --dialect=msvc --no-output %t.cpp 2>&1 | %FileCheck %s --check-prefix=MSVC

#include <amp.h>
using namespace concurrency;

// restrict(auto): both sides, amp only, cpu only, and through a call.
int square(int x) restrict(auto) { return x * x; }
// CHECK: __host__ __device__ int square(int x) { return x * x; }
// MSVC-DAG: error: C3936: 'auto' is not a valid restriction specifier; use 'cpu' or 'amp'
void settle(tiled_index<64> t) restrict(auto) { t.barrier.wait(); }
// The wait stays a call (Clang refused it as cpu code's before the
// inference; amp2hip's wait() is __syncthreads()).
// CHECK: __device__ void settle(tiled_index<64> t) { t.barrier.wait(); }
void step(tiled_index<64> t) restrict(auto) { settle(t); }
// CHECK: __device__ void step(tiled_index<64> t) { settle(t); }
int *make(int n) restrict(auto) { return new int[n]; }
// CHECK: int *make(int n) { return new int[n]; }
int cube(int x) restrict(auto) { return x * square(x); }
// CHECK: __host__ __device__ int cube(int x) { return x * square(x); }

// Unannotated functions amp code calls: both sides, at every declaration.
int next(int x);
// CHECK: __host__ __device__ int next(int x);
int next(int x) { return x + 1; }
// CHECK: __host__ __device__ int next(int x) { return x + 1; }
template <typename T> T twice(T x) { return next(x) + next(x) - 2; }
// CHECK: template <typename T> __host__ __device__ T twice(T x) { return next(x) + next(x) - 2; }
struct Pair {
  int a, b;
  Pair(int a, int b) : a(a), b(b) {}
  // CHECK: __host__ __device__ Pair(int a, int b) : a(a), b(b) {}
  int sum() const;
};
int Pair::sum() const { return a + b; }
// CHECK: __host__ __device__ int Pair::sum() const { return a + b; }

// Not called from amp code, or not suited to it: as written.
int host_only(int x) { return x - 1; }
// CHECK: int host_only(int x) { return x - 1; }

// A functor kernel and its operator() without a restriction.
struct Fill {
  array_view<int, 1> v;
  void operator()(index<1> i) const { v[i] = twice(i[0]); }
  // CHECK: __device__ void operator()(Concurrency::index<1> i) const { v[i] = twice(i[0]); }
};
// MSVC-DAG: error: C3577: the kernel's operator() is not restrict(amp)

void run(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) {
    v[i] = next(v[i]) + twice(v[i]) + Pair(1, 2).sum() + cube(2);
  });
  // CHECK: parallel_for_each(v.extent, [=] __device__ (Concurrency::index<1> i) {
  parallel_for_each(v.extent, Fill{v});
  parallel_for_each(v.extent.tile<64>(), [=](tiled_index<64> t) { step(t); });
  // CHECK: parallel_for_each(v.extent.tile<64>(), [=] __device__ (tiled_index<64> t) { step(t); });
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = next(1); });
  // MSVC-DAG: error: C3930: 'next' is restricted to cpu and cannot be called from amp code
  // CHECK: parallel_for_each(v.extent, [=] __device__ (Concurrency::index<1> i) { v[i] = next(1); });
}

int main() {
  int *p = make(4);
  p[0] = host_only(1) + square(2);
  delete[] p;
  array_view<int, 1> v(4, p);
  run(v);
}
