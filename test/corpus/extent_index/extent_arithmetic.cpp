// extent_index/extent_arithmetic: extent + extent, extent - extent, extent
// + index, extent - index, extent with an int (+ - * / % either side),
// and the compound assignments, on the host and in amp code.
// Specification: C++ AMP 1.2, section 4.2 (extent operators).
#include "amp_test.h"

namespace {
typedef concurrency::extent<2> ext2;

int code(const ext2 &e) restrict(cpu, amp) { return e[0] * 1000 + e[1]; }

void ops(int *o) restrict(cpu, amp) {
  ext2 a(20, 30), b(4, 6);
  concurrency::index<2> i(1, 2);
  o[0] = code(a + b);   // 24, 36
  o[1] = code(a - b);   // 16, 24
  o[2] = code(a + i);   // 21, 32
  o[3] = code(a - i);   // 19, 28
  o[4] = code(a + 5);   // 25, 35
  o[5] = code(5 + a);   // 25, 35
  o[6] = code(a - 3);   // 17, 27
  o[7] = code(a * 2);   // 40, 60
  o[8] = code(a / 4);   // 5, 7
  o[9] = code(a % 7);   // 6, 2
  ext2 c(a);
  c += b;               // 24, 36
  c -= i;               // 23, 34
  c += i;               // 24, 36
  c -= ext2(4, 6);      // 20, 30
  c *= 3;               // 60, 90
  c /= 2;               // 30, 45
  c %= 8;               // 6, 5
  c += 10;              // 16, 15
  c -= 1;               // 15, 14
  o[10] = code(c);
}
} // namespace

int main() {
  ampt::test_result r;
  const int k = 11;
  int host[k];
  ops(host);
  std::vector<int> dev(k, 0);
  concurrency::array_view<int, 1> dv(k, dev);
  concurrency::parallel_for_each(
      concurrency::extent<1>(1), [=](concurrency::index<1>) restrict(amp) {
        int t[11];
        ops(t);
        for (int j = 0; j < 11; ++j)
          dv[j] = t[j];
      });
  dv.synchronize();
  const int want[k] = {24036, 16024, 21032, 19028, 25035, 25035,
                       17027, 40060, 5007,  6002,  15014};
  for (int j = 0; j < k; ++j) {
    AMPT_CHECK_EQ(r, host[j], want[j]);
    AMPT_CHECK_EQ(r, dev[j], want[j]);
  }
  return r.finish("extent_index/extent_arithmetic");
}
