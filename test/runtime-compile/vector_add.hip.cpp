// Rank-1 kernel over host vectors: read-only inputs, a discarded output,
// synchronize, and the transfer counters.
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1 << 16;
  std::vector<float> a(n, 1.0f), b(n, 2.0f), c(n);
  array_view<const float, 1> av(n, a);
  array_view<const float, 1> bv(n, b);
  array_view<float, 1> cv(n, c);
  cv.discard_data();
  parallel_for_each(cv.extent, [=] __device__(Concurrency::index<1> i) {
    cv[i] = av[i] + bv[i];
  });
  cv.synchronize();
  bool ok = c[n - 1] == 3.0f;
#ifdef AMP2HIP_RUNTIME
  amp2hip::transfer_stats s = amp2hip::get_transfer_stats();
  ok = ok && s.host_to_device_count == 2 && s.device_to_host_count == 1;
#endif
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
