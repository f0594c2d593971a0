// accelerator/wait_flush: accelerator_view::flush() submits queued work and
// wait() blocks until it is done; after wait() an array's contents copied
// to the host are final. Several kernels are queued before one wait().
// Specification: C++ AMP 1.2, section 3.3 (accelerator_view::wait, flush).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  accelerator_view av = accelerator().create_view();
  const int n = 1024, rounds = 8;
  array<int, 1> a(n, av);
  parallel_for_each(av, a.extent, [&a](concurrency::index<1> i) restrict(amp) {
    a[i] = 0;
  });
  for (int k = 0; k < rounds; ++k) {
    parallel_for_each(av, a.extent, [&a, k](concurrency::index<1> i) restrict(amp) {
      a[i] += i[0] % 3 + k;
    });
    av.flush();
  }
  av.wait();
  accelerator().get_default_view().wait(); // waiting on an idle view is fine
  std::vector<int> got = a;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, got[i], rounds * (i % 3) + rounds * (rounds - 1) / 2);
  return r.finish("accelerator/wait_flush");
}
