// atomic/histogram: a 64-bin histogram of 2-D data built with
// atomic_fetch_add on an array (captured by reference), checked against a
// histogram computed on the host.
// Specification: C++ AMP 1.2, section 8.5 and 5.1 (array in kernels).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int rows = 64, cols = 96, bins = 64;
  std::vector<int> data(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    data[i] = (i * 2654435761u >> 7) % 1000;
  std::vector<int> zero(bins, 0);
  array<int, 1> hist(bins, zero.begin(), zero.end());
  array_view<const int, 2> dv(rows, cols, data);
  parallel_for_each(dv.extent, [=, &hist](index<2> idx) restrict(amp) {
    int bin = dv[idx] * bins / 1000;
    atomic_fetch_add(&hist[bin], 1);
  });
  std::vector<int> got = hist;
  std::vector<int> want(bins, 0);
  for (int v : data)
    ++want[v * bins / 1000];
  for (int b = 0; b < bins; ++b)
    AMPT_CHECK_EQ(r, got[b], want[b]);
  AMPT_CHECK_EQ(r, std::accumulate(got.begin(), got.end(), 0), rows * cols);
  return r.finish("atomic/histogram");
}
