// atomic/fetch_and_or_xor: atomic_fetch_or sets one bit per thread,
// atomic_fetch_and clears them, atomic_fetch_xor toggles them, on int and
// unsigned int.
// Specification: C++ AMP 1.2, section 8.5 (atomic_fetch_and,
// atomic_fetch_or, atomic_fetch_xor).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 32 * 8; // 8 words of 32 bits
  std::vector<unsigned> orw(8, 0u), andw(8, 0xFFFFFFFFu), xorw(8, 0x0F0F0F0Fu);
  std::vector<int> iw(3);
  iw[0] = 0;       // or
  iw[1] = -1;      // and
  iw[2] = 0x5555;  // xor
  concurrency::array_view<unsigned, 1> ov(8, orw), av(8, andw), xv(8, xorw);
  concurrency::array_view<int, 1> ivw(3, iw);
  concurrency::parallel_for_each(
      concurrency::extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
        int word = i[0] / 32, bit = i[0] % 32;
        unsigned m = 1u << bit;
        if (bit % 3 == 0)
          concurrency::atomic_fetch_or(&ov[word], m);
        if (bit % 2 == 0)
          concurrency::atomic_fetch_and(&av[word], ~m);
        concurrency::atomic_fetch_xor(&xv[word], (bit % 4 == 0) ? m : 0u);
        if (word == 0 && bit < 16) {
          concurrency::atomic_fetch_or(&ivw[0], 1 << bit);
          concurrency::atomic_fetch_and(&ivw[1], ~(1 << bit));
          concurrency::atomic_fetch_xor(&ivw[2], 1 << bit);
        }
      });
  ov.synchronize();
  av.synchronize();
  xv.synchronize();
  ivw.synchronize();
  unsigned want_or = 0, want_and = 0xFFFFFFFFu, want_xor = 0x0F0F0F0Fu;
  for (int bit = 0; bit < 32; ++bit) {
    if (bit % 3 == 0)
      want_or |= 1u << bit;
    if (bit % 2 == 0)
      want_and &= ~(1u << bit);
    if (bit % 4 == 0)
      want_xor ^= 1u << bit;
  }
  for (int w = 0; w < 8; ++w) {
    AMPT_CHECK_EQ(r, orw[w], want_or);
    AMPT_CHECK_EQ(r, andw[w], want_and);
    AMPT_CHECK_EQ(r, xorw[w], want_xor);
  }
  AMPT_CHECK_EQ(r, iw[0], 0xFFFF);
  AMPT_CHECK_EQ(r, iw[1], int(0xFFFF0000u));
  AMPT_CHECK_EQ(r, iw[2], 0x5555 ^ 0xFFFF);
  return r.finish("atomic/fetch_and_or_xor");
}
