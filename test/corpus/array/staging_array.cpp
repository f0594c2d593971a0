// array/staging_array: a staging array lives on the CPU accelerator and is
// associated with a GPU accelerator_view; the host fills it through data(),
// it is copied to a device array, processed, copied back into the staging
// array and read through data() again.
// Specification: C++ AMP 1.2, section 5.1 (staging arrays: array(extent,
// accelerator_view av, accelerator_view associated_av), data(),
// get_associated_accelerator_view).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator cpu(concurrency::accelerator::cpu_accelerator);
  concurrency::accelerator gpu;
  const int n = 256;
  concurrency::array<int, 1> staging(n, cpu.get_default_view(),
                                     gpu.get_default_view());
  AMPT_CHECK(r, staging.get_accelerator_view() == cpu.get_default_view());
  AMPT_CHECK(r, staging.get_associated_accelerator_view() ==
                    gpu.get_default_view());
  int *p = staging.data();
  AMPT_CHECK(r, p != nullptr);
  for (int i = 0; i < n; ++i)
    p[i] = 3 * i;
  concurrency::array<int, 1> dev(n, gpu.get_default_view());
  concurrency::copy(staging, dev);
  concurrency::parallel_for_each(
      dev.extent, [&dev](concurrency::index<1> i) restrict(amp) {
        dev[i] = dev[i] + 11;
      });
  concurrency::copy(dev, staging);
  const int *q = staging.data();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, q[i], 3 * i + 11);
  return r.finish("array/staging_array");
}
