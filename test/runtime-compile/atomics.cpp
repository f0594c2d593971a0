// C++ AMP atomic functions: a histogram and a maximum.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 4096, bins = 16;
  std::vector<int> data(n), hist(bins, 0);
  for (int i = 0; i < n; ++i)
    data[i] = (i * 7) % bins;
  std::vector<unsigned int> biggest(1, 0);
  array_view<const int, 1> dv(n, data);
  array_view<int, 1> hv(bins, hist);
  array_view<unsigned int, 1> mv(1, biggest);
  parallel_for_each(
      dv.extent, [=](index<1> i) restrict(amp) {
        atomic_fetch_inc(&hv[dv[i]]);
        atomic_fetch_max(&mv[0], static_cast<unsigned int>(dv[i]));
        int expected = 0;
        atomic_compare_exchange(&hv[0], &expected, 0);
      });
  hv.synchronize();
  mv.synchronize();
  bool ok = hist[3] == n / bins && biggest[0] == bins - 1;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
