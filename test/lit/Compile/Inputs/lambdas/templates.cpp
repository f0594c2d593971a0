// Kernels in function templates whose default [&] reaches variables of the
// template's own types: arrays (captured by reference, as C++ AMP allows;
// a scalar or a view captured by reference is C3590 in each instance, as in
// Visual C++), and one template never instantiated at all. Each result is
// checked; the program returns non-zero on a wrong one.
#include "harness.h"
#include <vector>
using namespace concurrency;

// Writes k into every element of the array a.
template <typename Container, typename T> void fill(Container &a, T k) {
  parallel_for_each(a.extent, [&, k](index<1> i) restrict(amp) { a[i] = k; });
}

// An array of a fixed type beside one of the template's under one [&]:
// both are captured by reference. Marks in flags the elements of a that
// differ from k.
template <typename T> void mark_other(array<T, 1> &a, array<int, 1> &flags, T k) {
  parallel_for_each(a.extent, [&, k](index<1> i) restrict(amp) {
    if (a[i] != k)
      flags[i] = 1;
  });
}

// Adds the element of b to that of a, on both sides (a restrict(cpu,amp)
// kernel).
template <typename A, typename B> void add_into(A &a, const B &b) {
  parallel_for_each(a.extent,
                    [&](index<1> i) restrict(cpu, amp) { a[i] += b[i]; });
}

// A helper lambda that runs on both sides, in a template (by copy: an amp
// lambda captures only arrays and textures by reference).
template <typename T> T twice_on_both(T x) {
  auto f = [=]() restrict(cpu, amp) { return x + x; };
  return f();
}

// Never instantiated here: a restrict(cpu,amp) helper whose [&] may reach
// an array (valid for an instance where C is one). Must still build.
template <typename C> int sum_two_unused(C &c) {
  auto g = [&]() restrict(cpu, amp) { return c[0] + c[1]; };
  return g();
}

// Never instantiated here: must still build.
template <typename T> void scale_unused(array_view<T, 1> v, T k) {
  parallel_for_each(v.extent, [&](index<1> i) restrict(cpu, amp) { v[i] *= k; });
}

// Two templates of one name that nvcc's host stub cannot tell apart by the
// function type of load<int, 1, int *> (each gets its own overload_tag).
template <typename T, int R, typename It>
T load(extent<R> e, It first, It last) {
  array<T, R> a(e, first, last);
  parallel_for_each(a.extent, [&](index<R> i) restrict(amp) { a[i] *= 2; });
  std::vector<T> out = a;
  return out[0];
}
template <typename T, int R, typename Scale, typename It>
T load(extent<R> e, It first, Scale k) {
  array<T, R> a(e, first);
  parallel_for_each(a.extent, [&, k](index<R> i) restrict(amp) { a[i] *= k; });
  std::vector<T> out = a;
  return out[0];
}

int main() {
  array<int, 1> arr(8), sum(8);
  fill(arr, 3);
  fill(sum, 4);
  add_into(sum, arr);
  std::vector<int> host(8, 0);
  copy(sum, host.begin());
  bool ok = true;
  for (int v : host)
    ok &= v == 7;
  std::vector<int> back(8);
  copy(arr, back.begin());
  for (int v : back)
    ok &= v == 3;
  ok &= twice_on_both(21) == 42;
  array<int, 1> flags(8);
  fill(flags, 0);
  mark_other(arr, flags, 3);
  std::vector<int> marks(8, 1);
  copy(flags, marks.begin());
  for (int m : marks)
    ok &= m == 0;
  std::vector<int> five(4, 5);
  ok &= load<int, 1>(extent<1>(4), five.data(), five.data() + 4) == 10;
  ok &= load<int, 1, int>(extent<1>(4), five.data(), 3) == 15;
  harness::expect(ok, "kernels in templates");
  std::printf("templates: %s\n", ok ? "passed" : "FAILED");
  return ok && harness::failures == 0 ? 0 : 1;
}
