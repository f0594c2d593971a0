// barrier/functor_member_step: a tiled kernel functor whose restrict(amp)
// member functions wait on the barrier of the tiled_index passed to them;
// the call operator runs three steps (an odd-even sort of each tile).
// Specification: C++ AMP 1.2, sections 8.3 and 4.4 (kernel functors).
#include "amp_test.h"

namespace {
const int T = 16;

class tile_sorter {
public:
  explicit tile_sorter(concurrency::array_view<int, 1> data) : data_(data) {}

  void operator()(concurrency::tiled_index<T> t) const restrict(amp) {
    tile_static int v[T];
    v[t.local[0]] = data_[t.global];
    t.barrier.wait();
    for (int pass = 0; pass < T; ++pass)
      step(t, v, pass % 2);
    data_[t.global] = v[t.local[0]];
  }

private:
  // One odd-even transposition pass: pairs (2k+parity, 2k+parity+1).
  void step(const concurrency::tiled_index<T> &t, int (&v)[T], int parity) const
      restrict(amp) {
    int l = t.local[0];
    int a = v[l];
    int partner = ((l - parity) % 2 == 0) ? l + 1 : l - 1;
    int b = (partner >= 0 && partner < T) ? v[partner] : a;
    t.barrier.wait();
    if (partner >= 0 && partner < T)
      v[l] = (l < partner) ? (a < b ? a : b) : (a > b ? a : b);
    t.barrier.wait();
  }

  concurrency::array_view<int, 1> data_;
};
} // namespace

int main() {
  ampt::test_result r;
  const int n = T * 6;
  std::vector<int> d(n), want(n);
  for (int i = 0; i < n; ++i)
    d[i] = (i * 37 + 11) % 53 - 20;
  want = d;
  concurrency::array_view<int, 1> dv(n, d);
  concurrency::parallel_for_each(dv.extent.tile<T>(), tile_sorter(dv));
  dv.synchronize();
  for (int b = 0; b < n / T; ++b)
    std::sort(want.begin() + b * T, want.begin() + (b + 1) * T);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, d[i], want[i]);
  return r.finish("barrier/functor_member_step");
}
