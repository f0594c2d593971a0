// extent_index/rank_generic_template: function templates over the rank N
// of index<N> and extent<N> (linearisation and its inverse, row-major),
// used in amp code for ranks 1, 2, 3 and checked on the host.
// Specification: C++ AMP 1.2, sections 4.1 and 4.2 (index<N>, extent<N>,
// rank member, operator[]).
#include "amp_test.h"

namespace {
template <int N>
int linearize(const concurrency::index<N> &i, const concurrency::extent<N> &e)
    restrict(cpu, amp) {
  int lin = 0;
  for (int d = 0; d < N; ++d)
    lin = lin * e[d] + i[d];
  return lin;
}

template <int N>
concurrency::index<N> delinearize(int lin, const concurrency::extent<N> &e)
    restrict(cpu, amp) {
  concurrency::index<N> i;
  for (int d = N - 1; d >= 0; --d) {
    i[d] = lin % e[d];
    lin /= e[d];
  }
  return i;
}

template <int N>
void check_rank(ampt::test_result &r, const concurrency::extent<N> &e) {
  std::vector<int> out(e.size(), -1);
  concurrency::array_view<int, N> ov(e, out);
  concurrency::parallel_for_each(
      e, [=](concurrency::index<N> i) restrict(amp) {
        int lin = linearize(i, ov.extent);
        ov[i] = (delinearize(lin, ov.extent) == i) ? lin : -2;
      });
  ov.synchronize();
  for (int k = 0; k < int(e.size()); ++k)
    AMPT_CHECK_EQ(r, out[k], k);
  AMPT_CHECK_EQ(r, linearize(delinearize(int(e.size()) - 1, e), e),
                int(e.size()) - 1);
}
} // namespace

int main() {
  ampt::test_result r;
  check_rank(r, concurrency::extent<1>(37));
  check_rank(r, concurrency::extent<2>(5, 9));
  check_rank(r, concurrency::extent<3>(3, 4, 7));
  return r.finish("extent_index/rank_generic_template");
}
