// atomic/compare_exchange_unsigned: atomic_compare_exchange on unsigned int
// elects exactly one winner per slot ("first thread claims the slot").
// Specification: C++ AMP 1.2, section 8.5
// (atomic_compare_exchange(unsigned int*, unsigned int*, unsigned int)).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 4096, slots = 32;
  const unsigned empty = 0xFFFFFFFFu;
  std::vector<unsigned> owner(slots, empty);
  std::vector<int> wins(n, 0);
  concurrency::array_view<unsigned, 1> ov(slots, owner);
  concurrency::array_view<int, 1> wv(n, wins);
  concurrency::parallel_for_each(
      wv.extent, [=](concurrency::index<1> i) restrict(amp) {
        unsigned expected = empty;
        bool won = concurrency::atomic_compare_exchange(
            &ov[i[0] % slots], &expected, unsigned(i[0]));
        wv[i] = won ? 1 : 0;
      });
  ov.synchronize();
  wv.synchronize();
  int total = 0;
  for (int i = 0; i < n; ++i) {
    total += wins[i];
    if (wins[i])
      AMPT_CHECK_EQ(r, owner[i % slots], unsigned(i));
  }
  AMPT_CHECK_EQ(r, total, slots);
  for (int s = 0; s < slots; ++s)
    AMPT_CHECK(r, owner[s] != empty && int(owner[s]) % slots == s);
  return r.finish("atomic/compare_exchange_unsigned");
}
