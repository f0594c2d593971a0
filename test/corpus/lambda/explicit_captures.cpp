// lambda/explicit_captures: a kernel lambda that names each capture
// explicitly (`[in, out, offset, scale]`) instead of a default capture:
// array_views and scalars copied into the kernel.
// Specification: C++ AMP 1.2, 3.2 (parallel_for_each), 2.2.2 (lambda
// captures in amp code are by value).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 100;
  std::vector<int> a(n), b(n);
  std::iota(a.begin(), a.end(), 0);
  array_view<const int, 1> in(n, a);
  array_view<int, 1> out(n, b);
  out.discard_data();
  const int offset = 9;
  int scale = 4;
  parallel_for_each(out.extent, [in, out, offset, scale](concurrency::index<1> i) restrict(amp) {
    out[i] = in[i] * scale + offset;
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], 4 * i + 9);
  return r.finish("lambda/explicit_captures");
}
