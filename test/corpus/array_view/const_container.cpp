// array_view/const_container: array_view<const T,N> over a const
// std::vector and over a const pointer, read in a kernel; the source is
// never written.
// Specification: C++ AMP 1.2, section 5.2 (array_view<const T,N>
// constructors from const containers and const pointers).
#include "amp_test.h"

namespace {
int dot_on_gpu(const std::vector<int> &a, const int *b, int n) {
  concurrency::array_view<const int, 1> av(n, a);
  concurrency::array_view<const int, 1> bv(n, b);
  std::vector<int> acc(1, 0);
  concurrency::array_view<int, 1> accv(1, acc);
  concurrency::parallel_for_each(
      av.extent, [=](concurrency::index<1> i) restrict(amp) {
        concurrency::atomic_fetch_add(&accv[0], av[i] * bv[i]);
      });
  accv.synchronize();
  return acc[0];
}
} // namespace

int main() {
  ampt::test_result r;
  const int n = 200;
  std::vector<int> a(n);
  int b[200];
  for (int i = 0; i < n; ++i) {
    a[i] = i % 10;
    b[i] = 3 - i % 4;
  }
  const std::vector<int> &ca = a;
  const int *cb = b;
  int want = 0;
  for (int i = 0; i < n; ++i)
    want += a[i] * b[i];
  AMPT_CHECK_EQ(r, dot_on_gpu(ca, cb, n), want);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, a[i], i % 10);
  return r.finish("array_view/const_container");
}
