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

// Adds the element of b to that of a, on both sides (a restrict(cpu,amp)
// kernel).
template <typename A, typename B> void add_into(A &a, const B &b) {
  parallel_for_each(a.extent,
                    [&](index<1> i) restrict(cpu, amp) { a[i] += b[i]; });
}

// A helper lambda that runs on both sides, in a template.
template <typename T> T twice_on_both(T x) {
  auto f = [&]() restrict(cpu, amp) { return x + x; };
  return f();
}

// Never instantiated here: must still build.
template <typename T> void scale_unused(array_view<T, 1> v, T k) {
  parallel_for_each(v.extent, [&](index<1> i) restrict(cpu, amp) { v[i] *= k; });
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
  harness::expect(ok, "kernels in templates");
  std::printf("templates: %s\n", ok ? "passed" : "FAILED");
  return ok && harness::failures == 0 ? 0 : 1;
}
