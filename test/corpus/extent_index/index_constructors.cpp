// extent_index/index_constructors: index<N> default (all zeros), component,
// int-array and copy constructors for ranks 1-3, the rank constant, and
// operator[] reads, on the host and in amp code.
// Specification: C++ AMP 1.2, section 4.1 (class index).
#include "amp_test.h"

using namespace concurrency;

namespace {
// Encodes what the constructors produced into one int per check.
void build(int *out) restrict(cpu, amp) {
  index<1> a;
  index<2> b;
  index<3> c;
  index<1> d(7);
  index<2> e(3, -4);
  index<3> f(1, 2, 3);
  int comps[3] = {9, 8, 7};
  index<3> g(comps);
  index<3> h(f);
  index<2> k = e;
  out[0] = a[0] + b[0] + b[1] + c[0] + c[1] + c[2]; // 0
  out[1] = d[0];                                    // 7
  out[2] = e[0] * 10 + e[1];                        // 26
  out[3] = (f[0] * 10 + f[1]) * 10 + f[2];          // 123
  out[4] = (g[0] * 10 + g[1]) * 10 + g[2];          // 987
  out[5] = (h[0] * 10 + h[1]) * 10 + h[2];          // 123
  out[6] = k[1];                                    // -4
  out[7] = index<1>::rank * 100 + index<2>::rank * 10 + index<3>::rank; // 123
}
} // namespace

int main() {
  ampt::test_result r;
  const int k = 8;
  int host[k];
  build(host);
  std::vector<int> dev(k, -1);
  array_view<int, 1> dv(k, dev);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int tmp[8];
    build(tmp);
    for (int i = 0; i < 8; ++i)
      dv[i] = tmp[i];
  });
  dv.synchronize();
  const int want[k] = {0, 7, 26, 123, 987, 123, -4, 123};
  for (int i = 0; i < k; ++i) {
    AMPT_CHECK_EQ(r, host[i], want[i]);
    AMPT_CHECK_EQ(r, dev[i], want[i]);
  }
  return r.finish("extent_index/index_constructors");
}
