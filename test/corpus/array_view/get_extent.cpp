// array_view/get_extent: get_extent() and the extent property on the host
// and in amp code, for a view, a section and a projection.
// Specification: C++ AMP 1.2, section 5.2 (array_view::get_extent,
// extent property).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  std::vector<int> v(7 * 9, 0);
  concurrency::array_view<int, 2> a(7, 9, v);
  concurrency::array_view<int, 2> s = a.section(1, 2, 4, 5);
  concurrency::array_view<int, 1> p = a[3];
  AMPT_CHECK(r, a.get_extent() == concurrency::extent<2>(7, 9));
  AMPT_CHECK(r, s.get_extent() == concurrency::extent<2>(4, 5));
  AMPT_CHECK_EQ(r, p.get_extent()[0], 9);
  std::vector<int> dims(5, 0);
  concurrency::array_view<int, 1> dv(5, dims);
  concurrency::parallel_for_each(
      concurrency::extent<1>(1), [=](concurrency::index<1>) restrict(amp) {
        dv[0] = a.get_extent()[0];
        dv[1] = a.extent[1];
        dv[2] = s.get_extent()[0];
        dv[3] = s.extent[1];
        dv[4] = int(p.get_extent().size());
      });
  dv.synchronize();
  AMPT_CHECK_EQ(r, dims[0], 7);
  AMPT_CHECK_EQ(r, dims[1], 9);
  AMPT_CHECK_EQ(r, dims[2], 4);
  AMPT_CHECK_EQ(r, dims[3], 5);
  AMPT_CHECK_EQ(r, dims[4], 9);
  return r.finish("array_view/get_extent");
}
