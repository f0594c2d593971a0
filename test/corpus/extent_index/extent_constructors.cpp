// extent_index/extent_constructors: extent<N> default, component, int-array
// and copy constructors for ranks 1-3, operator[], size() and the rank
// constant, on the host and in amp code.
// Specification: C++ AMP 1.2, section 4.2 (class extent).
#include "amp_test.h"

namespace {
void build(int *out) restrict(cpu, amp) {
  concurrency::extent<1> a;
  concurrency::extent<2> b;
  concurrency::extent<1> c(11);
  concurrency::extent<2> d(4, 6);
  concurrency::extent<3> e(2, 3, 5);
  int comps[2] = {7, 9};
  concurrency::extent<2> f(comps);
  concurrency::extent<3> g(e);
  out[0] = a[0] + b[0] + b[1];        // 0
  out[1] = c[0];                      // 11
  out[2] = d[0] * 10 + d[1];          // 46
  out[3] = int(e.size());             // 30
  out[4] = f[0] * 10 + f[1];          // 79
  out[5] = int(g.size()) + g[2];      // 35
  out[6] = concurrency::extent<3>::rank; // 3
  out[7] = int(d.size());             // 24
}
} // namespace

int main() {
  ampt::test_result r;
  int host[8];
  build(host);
  std::vector<int> dev(8, -1);
  concurrency::array_view<int, 1> dv(8, dev);
  concurrency::parallel_for_each(
      concurrency::extent<1>(1), [=](concurrency::index<1>) restrict(amp) {
        int tmp[8];
        build(tmp);
        for (int i = 0; i < 8; ++i)
          dv[i] = tmp[i];
      });
  dv.synchronize();
  const int want[8] = {0, 11, 46, 30, 79, 35, 3, 24};
  for (int i = 0; i < 8; ++i) {
    AMPT_CHECK_EQ(r, host[i], want[i]);
    AMPT_CHECK_EQ(r, dev[i], want[i]);
  }
  return r.finish("extent_index/extent_constructors");
}
