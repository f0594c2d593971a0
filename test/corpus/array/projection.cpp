// array/projection: array<T,3>::operator[](int) gives an array_view<T,2> of
// one slice, and a further [int] gives rank 1; kernels write slices and the
// host checks the whole array. Also projections in amp code.
// Specification: C++ AMP 1.2, section 5.1 (array projections).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int d0 = 3, d1 = 4, d2 = 5;
  array<int, 3> a(d0, d1, d2);
  for (int s = 0; s < d0; ++s) {
    array_view<int, 2> slice = a[s];
    AMPT_CHECK(r, slice.extent == extent<2>(d1, d2));
    parallel_for_each(slice.extent, [=](concurrency::index<2> i) restrict(amp) {
      slice[i] = s * 1000 + i[0] * 10 + i[1];
    });
  }
  array_view<int, 1> row = a[1][2];
  AMPT_CHECK_EQ(r, row.extent[0], d2);
  std::vector<int> rowsum(d1, 0);
  array_view<int, 1> rs(d1, rowsum);
  parallel_for_each(rs.extent, [=, &a](concurrency::index<1> i) restrict(amp) {
    int s = 0;
    for (int k = 0; k < d2; ++k)
      s += a[2][i[0]][k]; // projection chain inside amp code
    rs[i] = s;
  });
  rs.synchronize();
  std::vector<int> flat = a;
  for (int s = 0; s < d0; ++s)
    for (int i = 0; i < d1; ++i)
      for (int j = 0; j < d2; ++j)
        AMPT_CHECK_EQ(r, flat[(s * d1 + i) * d2 + j], s * 1000 + i * 10 + j);
  for (int j = 0; j < d2; ++j)
    AMPT_CHECK_EQ(r, row[j], 1000 + 20 + j);
  for (int i = 0; i < d1; ++i)
    AMPT_CHECK_EQ(r, rowsum[i], d2 * (2000 + i * 10) + d2 * (d2 - 1) / 2);
  return r.finish("array/projection");
}
