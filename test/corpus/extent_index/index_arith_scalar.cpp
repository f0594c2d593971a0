// extent_index/index_arith_scalar: index with an int scalar: + - * / % with
// the scalar on either side, and the compound assignments += -= *= /= %=.
// Specification: C++ AMP 1.2, section 4.1 (index operators with int).
#include "amp_test.h"

namespace {
typedef concurrency::index<3> idx3;

int digest(const idx3 &v) restrict(cpu, amp) {
  return (v[0] * 1000 + v[1]) * 1000 + v[2];
}

void ops(int s, int *out) restrict(cpu, amp) {
  idx3 base(12, 30, 7);
  out[0] = digest(base + s);
  out[1] = digest(s + base);
  out[2] = digest(base - s);
  out[3] = digest(50 - base);
  out[4] = digest(base * s);
  out[5] = digest(s * base);
  out[6] = digest(base / s);
  out[7] = digest(base % s);
  idx3 c(base);
  c += s;
  c *= 2;
  c -= 1;
  c /= 3;
  c %= 5;
  out[8] = digest(c);
}
} // namespace

int main() {
  ampt::test_result r;
  const int scalars = 4, k = 9;
  std::vector<int> dev(scalars * k, 0);
  concurrency::array_view<int, 2> dv(scalars, k, dev);
  concurrency::parallel_for_each(
      concurrency::extent<1>(scalars), [=](concurrency::index<1> i) restrict(amp) {
        int tmp[9];
        ops(i[0] + 2, tmp);
        for (int j = 0; j < 9; ++j)
          dv(i[0], j) = tmp[j];
      });
  dv.synchronize();
  for (int s = 2; s < 2 + scalars; ++s) {
    int host[k];
    ops(s, host);
    // A few values spelled out, so the host side is checked too.
    AMPT_CHECK_EQ(r, host[0], ((12 + s) * 1000 + 30 + s) * 1000 + 7 + s);
    AMPT_CHECK_EQ(r, host[3], ((50 - 12) * 1000 + 50 - 30) * 1000 + 50 - 7);
    AMPT_CHECK_EQ(r, host[7], ((12 % s) * 1000 + 30 % s) * 1000 + 7 % s);
    int c0 = ((12 + s) * 2 - 1) / 3 % 5, c1 = ((30 + s) * 2 - 1) / 3 % 5,
        c2 = ((7 + s) * 2 - 1) / 3 % 5;
    AMPT_CHECK_EQ(r, host[8], (c0 * 1000 + c1) * 1000 + c2);
    for (int j = 0; j < k; ++j)
      AMPT_CHECK_EQ(r, dev[(s - 2) * k + j], host[j]);
  }
  return r.finish("extent_index/index_arith_scalar");
}
