// atomic/counter_compaction: stream compaction with an atomic counter; each
// selected element gets a unique output slot from atomic_fetch_inc's return
// value. The output order is unspecified, so it is sorted before checking.
// Specification: C++ AMP 1.2, section 8.5 (return value of
// atomic_fetch_inc).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 10000;
  std::vector<int> in(n), out(n, -1), count(1, 0);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 1001;
  concurrency::array_view<const int, 1> iv(n, in);
  concurrency::array_view<int, 1> ov(n, out);
  concurrency::array_view<int, 1> cv(1, count);
  concurrency::parallel_for_each(
      iv.extent, [=](concurrency::index<1> i) restrict(amp) {
        int v = iv[i];
        if (v % 7 == 0) {
          int slot = concurrency::atomic_fetch_inc(&cv[0]);
          ov[slot] = v;
        }
      });
  cv.synchronize();
  ov.synchronize();
  std::vector<int> want;
  for (int v : in)
    if (v % 7 == 0)
      want.push_back(v);
  AMPT_CHECK_EQ(r, count[0], int(want.size()));
  std::vector<int> got(out.begin(), out.begin() + count[0]);
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  AMPT_CHECK(r, got == want);
  AMPT_CHECK_EQ(r, out[count[0]], -1);
  return r.finish("atomic/counter_compaction");
}
