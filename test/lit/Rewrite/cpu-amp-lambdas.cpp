// Capture lists of amp lambdas that nvcc takes as extended lambdas: these
// capture nothing by reference, and a __host__ __device__ one has no
// init-captures. A default [&] that captures nothing by reference becomes
// [=]; a restrict(cpu,amp) lambda that is not a kernel and captures arrays or
// textures is returned by a host lambda, called at once, that takes their
// device handles as parameters. Kernel lambdas keep their init-captures
// (__device__).
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;

int twice(int x) restrict(cpu, amp) { return 2 * x; }

// Calls a function object on the CPU, then inside a kernel.
template <typename F> int on_both_sides(const F &f) {
  int host = f();
  int device = 0;
  array_view<int, 1> out(1, &device);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = f(); });
  out.synchronize();
  return host == device ? host : -1;
}

int default_ref_nothing() {
  return on_both_sides([&]() restrict(cpu, amp) { return twice(21); });
}
// CHECK-LABEL:int default_ref_nothing() {
// CHECK-NEXT:  return on_both_sides([=] __host__ __device__ () { return twice(21); });

int default_ref_with_copies(int a, int b) {
  return on_both_sides([&, a, b]() restrict(cpu, amp) { return a + b; });
}
// CHECK-LABEL:int default_ref_with_copies(int a, int b) {
// CHECK-NEXT:  return on_both_sides([=] __host__ __device__ () { return a + b; });

// A kernel lambda whose [&] captures nothing by reference.
void kernel_default_ref(array_view<int, 1> v) {
  parallel_for_each(v.extent, [&, v](index<1> i) restrict(amp) { v[i] = 0; });
}
// CHECK-LABEL:void kernel_default_ref(array_view<int, 1> v) {
// CHECK-NEXT:  parallel_for_each(v.extent, [=] __device__ (Concurrency::index<1> i) { v[i] = 0; });

int array_by_reference(array<int, 1> &data) {
  auto get = [&data](index<1> i) restrict(cpu, amp) { return data[i]; };
  array_view<int, 1> out(data.extent);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = get(i); });
  return out[0];
}
// CHECK-LABEL:int array_by_reference(array<int, 1> &data) {
// CHECK-NEXT:  auto get = [&](decltype(amp2hip::capture(data)) data) { return [=] __host__ __device__ (Concurrency::index<1> i) { return data[i]; }; }(amp2hip::capture(data));

int array_through_default(array<int, 1> &data, int k) {
  auto get = [&, k](index<1> i) restrict(cpu, amp) { return data[i] + k; };
  return get(index<1>(0));
}
// CHECK-LABEL:int array_through_default(array<int, 1> &data, int k) {
// CHECK-NEXT:  auto get = [&](decltype(amp2hip::capture(data)) data) { return [=] __host__ __device__ (Concurrency::index<1> i) { return data[i] + k; }; }(amp2hip::capture(data));

int array_and_view(array<int, 1> &data, array_view<const int, 1> view) {
  auto both = [=, &data]() mutable restrict(cpu, amp) { return data[0] + view[0]; };
  return both();
}
// CHECK-LABEL:int array_and_view(array<int, 1> &data, array_view<const int, 1> view) {
// CHECK-NEXT:  auto both = [&](decltype(amp2hip::capture(data)) data) { return [=] __host__ __device__ () mutable { return data[0] + view[0]; }; }(amp2hip::capture(data));

int two_arrays(array<int, 1> &a, const array<int, 1> &b) {
  auto sum = [&a, &b](index<1> i) restrict(cpu, amp) { return a[i] + b[i]; };
  return sum(index<1>(0));
}
// CHECK-LABEL:int two_arrays(array<int, 1> &a, const array<int, 1> &b) {
// CHECK-NEXT:  auto sum = [&](decltype(amp2hip::capture(a)) a, decltype(amp2hip::capture(b)) b) { return [=] __host__ __device__ (Concurrency::index<1> i) { return a[i] + b[i]; }; }(amp2hip::capture(a), amp2hip::capture(b));

float texture_by_reference(graphics::texture<float, 1> &tex) {
  auto read = [&tex](index<1> i) restrict(cpu, amp) { return tex[i]; };
  return read(index<1>(0));
}
// CHECK-LABEL:float texture_by_reference(graphics::texture<float, 1> &tex) {
// CHECK-NEXT:  auto read = [&](decltype(amp2hip::capture(tex)) tex) { return [=] __host__ __device__ (Concurrency::index<1> i) { return tex[i]; }; }(amp2hip::capture(tex));

// A view captured by value needs nothing.
int view_by_value(array_view<int, 1> v) {
  return on_both_sides([=]() restrict(cpu, amp) { return v[0]; });
}
// CHECK-LABEL:int view_by_value(array_view<int, 1> v) {
// CHECK-NEXT:  return on_both_sides([=] __host__ __device__ () { return v[0]; });

// In a member function template of a class template.
template <typename T> struct Table {
  array<T, 1> cells;
  Table() : cells(8) {}
  template <typename U> T lookup(U at) {
    array<T, 1> &c = cells;
    auto get = [&c](index<1> i) restrict(cpu, amp) { return c[i]; };
    return get(index<1>(int(at)));
  }
};
// CHECK-LABEL:template <typename T> struct Table {
// CHECK:    auto get = [&](decltype(amp2hip::capture(c)) c) { return [=] __host__ __device__ (Concurrency::index<1> i) { return c[i]; }; }(amp2hip::capture(c));
int use_table() { return Table<int>().lookup(2.0); }

// A kernel lambda still takes init-captures; a lambda inside amp code is an
// ordinary device lambda, which captures the kernel's handle by reference.
void kernel_array(array<int, 1> &data) {
  parallel_for_each(data.extent, [&](index<1> i) restrict(cpu, amp) {
    auto inner = [&data, i]() restrict(cpu, amp) { return data[i] + 1; };
    data[i] = inner();
  });
}
// CHECK-LABEL:void kernel_array(array<int, 1> &data) {
// CHECK-NEXT:  parallel_for_each(data.extent, [=, data = amp2hip::capture(data)] __device__ (Concurrency::index<1> i) {
// CHECK-NEXT:    auto inner = [&data, i]() { return data[i] + 1; };

// In a restrict(cpu,amp) function a restrict(cpu,amp) lambda takes the
// function's restriction unwritten: an ordinary lambda for both compilers,
// which may capture by reference.
int sum_in_both(const array<int, 1> &a, int k) restrict(cpu, amp) {
  auto get = [&a, k](int i) restrict(cpu, amp) { return a[i] + k; };
  auto first = [&]() restrict(cpu, amp) { return a[0]; };
  return get(1) + first();
}
// CHECK-LABEL:__host__ __device__ int sum_in_both(const array<int, 1> &a, int k) {
// CHECK-NEXT:  auto get = [&a, k](int i) { return a[i] + k; };
// CHECK-NEXT:  auto first = [&]() { return a[0]; };
