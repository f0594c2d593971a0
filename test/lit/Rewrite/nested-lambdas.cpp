// Lambdas nested in amp lambdas: nvcc refuses a __host__ __device__ lambda
// defined inside another extended lambda, so those stay unannotated (both
// compilers give them the restriction of the code around them); device-only
// ones keep __device__.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

int run(std::vector<int> &v) {
  array_view<int, 1> av(8, v);
  auto both = [=](int x) restrict(cpu, amp) {
    // CHECK: auto both = [=] __host__ __device__ (int x) {
    auto inner = [=](int y) { return y + 1; };
    // CHECK: auto inner = [=](int y) { return y + 1; };
    auto inner2 = [=](int y) restrict(cpu, amp) { return y * 2; };
    // CHECK: auto inner2 = [=](int y) { return y * 2; };
    return inner(x) + inner2(x);
  };
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto dev = [](int y) { return y - 1; };
    // CHECK: auto dev = [] __device__ (int y) { return y - 1; };
    av[i] = both(i[0]) + dev(1);
  });
  return both(2);
}
