// capture/const_views_and_arrays: read-only data reached by a kernel in three
// ways at once: an array_view<const T> by copy, a const array by reference,
// and a const-qualified array_view<T> (its elements stay writable).
// Specification: C++ AMP 1.2, 3.2; 6 (array_view<const T>); 5.1.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> a(n), b(n), c(n, 0);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 100 - i;
  }
  array_view<const int, 1> ro(n, a);
  const array<int, 1> arr(n, b.begin());
  const array_view<int, 1> out(n, c);
  parallel_for_each(out.extent, [=, &arr](concurrency::index<1> i) restrict(amp) {
    out[i] = ro[i] * arr[i];
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], i * (100 - i));
  return r.finish("capture/const_views_and_arrays");
}
