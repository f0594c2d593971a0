// accelerator/copy_async_future: copy_async in both directions returns a
// completion_future; get() and wait() complete it, valid() is true before,
// and the data is in place afterwards. Also an array_view copy_async and
// synchronize_async.
// Specification: C++ AMP 1.2, section 5.3 (copy_async) and 5.4 (class
// completion_future), 5.2 (synchronize_async).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 4096;
  std::vector<int> src(n), dst(n, 0), dst2(n, 0);
  for (int i = 0; i < n; ++i)
    src[i] = i ^ 0x55;
  concurrency::array<int, 1> a(n);
  concurrency::completion_future f1 = concurrency::copy_async(src.begin(), src.end(), a);
  AMPT_CHECK(r, f1.valid());
  f1.get();
  concurrency::parallel_for_each(
      a.extent, [&a](concurrency::index<1> i) restrict(amp) { a[i] += 1; });
  concurrency::completion_future f2 = concurrency::copy_async(a, dst.begin());
  f2.wait();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, dst[i], (i ^ 0x55) + 1);
  // array_view destination and synchronize_async.
  concurrency::array_view<int, 1> dv(n, dst2);
  concurrency::completion_future f3 = concurrency::copy_async(a, dv);
  f3.get();
  concurrency::parallel_for_each(
      dv.extent, [=](concurrency::index<1> i) restrict(amp) { dv[i] *= 2; });
  concurrency::completion_future f4 = dv.synchronize_async();
  f4.wait();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, dst2[i], 2 * ((i ^ 0x55) + 1));
  return r.finish("accelerator/copy_async_future");
}
