// index<N> found through `using namespace concurrency;` is spelled
// Concurrency::index in the output: glibc's ::index would make it ambiguous
// once the HIP headers are included. Qualified spellings and other entities
// named index stay as they are.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
using namespace concurrency;

namespace mine {
template <int N> struct index { int v[N]; };
}

index<2> flip(const index<2> &i) restrict(cpu, amp) { return index<2>(i[1], i[0]); }
// CHECK: __host__ __device__ Concurrency::index<2> flip(const Concurrency::index<2> &i) { return Concurrency::index<2>(i[1], i[0]); }
concurrency::index<1> keep(concurrency::index<1> i) { return i; }
// CHECK: concurrency::index<1> keep(concurrency::index<1> i) { return i; }
mine::index<3> other() { return mine::index<3>{}; }
// CHECK: mine::index<3> other() { return mine::index<3>{}; }
template <int R> index<R> same(index<R> i) restrict(amp) { return i; }
// CHECK: template <int R> __device__ Concurrency::index<R> same(Concurrency::index<R> i) { return i; }

#define CHECK_EQUAL(a, b) ((a) == (b))
bool inMacroArgument(index<2> i) { return CHECK_EQUAL(index<2>(1, 2), i); }
// CHECK: bool inMacroArgument(Concurrency::index<2> i) { return CHECK_EQUAL(Concurrency::index<2>(1, 2), i); }
