// accelerator/marker_future: accelerator_view::create_marker() after some
// kernels returns a completion_future; once it is ready, the work queued
// before it is complete; a second marker on an idle view is ready too.
// Specification: C++ AMP 1.2, section 3.3 (create_marker) and 5.4
// (completion_future::valid, get, wait).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator_view av = concurrency::accelerator().create_view();
  const int n = 512;
  concurrency::array<int, 1> a(n, av);
  for (int k = 0; k < 4; ++k)
    concurrency::parallel_for_each(
        av, a.extent, [&a, k](concurrency::index<1> i) restrict(amp) {
          if (k == 0)
            a[i] = 0;
          a[i] += k + i[0];
        });
  concurrency::completion_future marker = av.create_marker();
  AMPT_CHECK(r, marker.valid());
  marker.wait();
  marker.get();
  concurrency::completion_future m2 = av.create_marker();
  m2.get();
  std::vector<int> got = a;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, got[i], 6 + 4 * i);
  return r.finish("accelerator/marker_future");
}
