// Translated form of vector_add.cpp (as amp2hip emits it).
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1024;
  std::vector<float> a(n, 1.0f), b(n, 2.0f), c(n);
  array_view<const float, 1> av(n, a);
  array_view<const float, 1> bv(n, b);
  array_view<float, 1> cv(n, c);
  cv.discard_data();
  parallel_for_each(cv.extent, [=] __device__(Concurrency::index<1> i) {
    cv[i] = av[i] + bv[i];
  });
  cv.synchronize();
  std::printf("%f\n", c[0]);
  amp2hip::transfer_stats s = amp2hip::get_transfer_stats();
  std::printf("h2d %llu d2h %llu\n",
              static_cast<unsigned long long>(s.host_to_device_count),
              static_cast<unsigned long long>(s.device_to_host_count));
  return 0;
}
