// lambda/init_capture: C++14 init-captures in a kernel lambda: a renamed
// array_view (`[out = view]`), a computed scalar (`[limit = n - 1]`) and a
// captured copy of a struct, mixed with a default `[=]`.
// Specification: C++ AMP 1.2, 3.2 (captured data is copied to the
// accelerator), ISO C++14 lambda init-capture.
#include "amp_test.h"

using namespace concurrency;

struct window {
  int lo, hi;
};

int main() {
  ampt::test_result r;
  const int n = 70;
  std::vector<int> data(n);
  array_view<int, 1> view(n, data);
  window w = {10, 50};
  parallel_for_each(view.extent, [=, out = view, limit = n - 1, win = w](concurrency::index<1> i) restrict(amp) {
    int v = i[0];
    out[i] = (v >= win.lo && v < win.hi) ? limit - v : 0;
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, view[i], (i >= 10 && i < 50) ? n - 1 - i : 0);
  return r.finish("lambda/init_capture");
}
