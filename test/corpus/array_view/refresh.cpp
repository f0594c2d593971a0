// array_view/refresh: the host container behind a view is modified directly
// (not through the view) after the view's data reached the accelerator;
// refresh() tells the runtime, and the next kernel sees the new values.
// Specification: C++ AMP 1.2, section 5.2 (array_view::refresh).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 128;
  std::vector<int> src(n, 1), out(n, 0);
  array_view<const int, 1> in(n, src);
  array_view<int, 1> ov(n, out);
  parallel_for_each(ov.extent, [=](concurrency::index<1> i) restrict(amp) {
    ov[i] = in[i] * 10;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], 10);
  for (int i = 0; i < n; ++i)
    src[i] = i; // behind the view's back
  in.refresh();
  parallel_for_each(ov.extent, [=](concurrency::index<1> i) restrict(amp) {
    ov[i] = in[i] * 10;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], 10 * i);
  return r.finish("array_view/refresh");
}
