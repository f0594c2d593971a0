// array/copy_host_roundtrip: concurrency::copy between host containers and
// arrays in both directions (iterator pair into an array, array into an
// output iterator), plus array-to-array copy on the accelerator.
// Specification: C++ AMP 1.2, section 5.3 (copy).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 8, cols = 12, n = rows * cols;
  std::vector<double> host(n), back(n, 0.0), back2(n, 0.0);
  for (int i = 0; i < n; ++i)
    host[i] = 1.0 / (i + 1);
  array<double, 2> a(rows, cols), b(rows, cols);
  copy(host.begin(), host.end(), a);
  copy(a, b);
  copy(b, back.begin());
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, back[i], host[i]);
  // Also through a host pointer range and a plain array as destination.
  double raw[rows * cols];
  copy(a, raw);
  copy(raw, raw + n, b);
  copy(b, back2.begin());
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, raw[i], host[i]);
    AMPT_CHECK_EQ(r, back2[i], host[i]);
  }
  return r.finish("array/copy_host_roundtrip");
}
