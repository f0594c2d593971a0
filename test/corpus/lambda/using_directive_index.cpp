// lambda/using_directive_index: the common C++ AMP spelling after
// `using namespace concurrency;`: unqualified index<N>, extent<N> and
// array_view in kernels and host code, with <cstring> included (glibc's
// <cstring> also declares a function ::index; C++ AMP code does not know
// about it and must still mean concurrency::index).
// Specification: C++ AMP 1.2, 4.1 (index), 3.2.
#include "amp_test.h"
#include <cstring>

using namespace concurrency;

index<2> swap_xy(const index<2> &i) restrict(cpu, amp) { return index<2>(i[1], i[0]); }

int main() {
  ampt::test_result r;
  const int n = 8;
  std::vector<int> a(n * n), b(n * n);
  for (int i = 0; i < n * n; ++i)
    a[i] = i;
  array_view<const int, 2> src(n, n, a);
  array_view<int, 2> dst(n, n, b);
  parallel_for_each(dst.extent, [=](index<2> i) restrict(amp) { dst[i] = src[swap_xy(i)]; });
  extent<2> e(n, n);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      index<2> at(y, x);
      AMPT_CHECK(r, e.contains(at));
      AMPT_CHECK_EQ(r, dst[at], x * n + y);
    }
  return r.finish("lambda/using_directive_index");
}
