// array/reinterpret_as: an array of a two-int struct reinterpreted as a
// rank-1 view of int (twice as many elements), and an array of float
// reinterpreted as unsigned int to read the IEEE bit patterns.
// Specification: C++ AMP 1.2, section 5.1 (array::reinterpret_as).
#include "amp_test.h"

namespace {
struct pair_ii {
  int first;
  int second;
};
} // namespace

int main() {
  ampt::test_result r;
  const int n = 64;
  concurrency::array<pair_ii, 1> pairs(n);
  concurrency::array_view<int, 1> ints = pairs.reinterpret_as<int>();
  AMPT_CHECK_EQ(r, ints.extent[0], 2 * n);
  concurrency::parallel_for_each(
      ints.extent, [=](concurrency::index<1> i) restrict(amp) {
        ints[i] = i[0] % 2 == 0 ? i[0] / 2 : -(i[0] / 2);
      });
  std::vector<pair_ii> hp(n);
  concurrency::copy(pairs, hp.begin());
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, hp[i].first, i);
    AMPT_CHECK_EQ(r, hp[i].second, -i);
  }

  std::vector<float> fl(n);
  for (int i = 0; i < n; ++i)
    fl[i] = i * 0.75f - 3.0f;
  concurrency::array<float, 1> fa(n, fl.begin());
  concurrency::array_view<unsigned, 1> bits = fa.reinterpret_as<unsigned>();
  std::vector<unsigned> got(n, 0u);
  concurrency::array_view<unsigned, 1> gv(n, got);
  concurrency::parallel_for_each(
      gv.extent, [=](concurrency::index<1> i) restrict(amp) { gv[i] = bits[i]; });
  gv.synchronize();
  for (int i = 0; i < n; ++i) {
    unsigned want;
    std::memcpy(&want, &fl[i], sizeof want);
    AMPT_CHECK_EQ(r, got[i], want);
  }
  return r.finish("array/reinterpret_as");
}
