// extent_index/size_contains: extent::size() for ranks 1-3 and
// extent::contains(index) at the corners, just outside each face and for
// negative components; also in amp code, where each thread of a larger
// domain asks whether a smaller extent contains its index.
// Specification: C++ AMP 1.2, section 4.2 (size, contains).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  extent<1> e1(17);
  extent<2> e2(3, 8);
  extent<3> e3(2, 5, 7);
  AMPT_CHECK_EQ(r, e1.size(), 17u);
  AMPT_CHECK_EQ(r, e2.size(), 24u);
  AMPT_CHECK_EQ(r, e3.size(), 70u);
  AMPT_CHECK(r, e1.contains(concurrency::index<1>(0)));
  AMPT_CHECK(r, e1.contains(concurrency::index<1>(16)));
  AMPT_CHECK(r, !e1.contains(concurrency::index<1>(17)));
  AMPT_CHECK(r, !e1.contains(concurrency::index<1>(-1)));
  AMPT_CHECK(r, e3.contains(concurrency::index<3>(1, 4, 6)));
  AMPT_CHECK(r, !e3.contains(concurrency::index<3>(2, 0, 0)));
  AMPT_CHECK(r, !e3.contains(concurrency::index<3>(0, 5, 0)));
  AMPT_CHECK(r, !e3.contains(concurrency::index<3>(0, 0, 7)));
  AMPT_CHECK(r, !e3.contains(concurrency::index<3>(0, -1, 0)));

  // Device: a 6x10 domain, which threads fall inside e2?
  std::vector<int> inside(60, -1);
  array_view<int, 2> iv(6, 10, inside);
  parallel_for_each(iv.extent, [=](concurrency::index<2> i) restrict(amp) {
    extent<2> small(3, 8);
    iv[i] = small.contains(i) ? int(small.size()) : 0;
  });
  iv.synchronize();
  int count = 0;
  for (int x = 0; x < 6; ++x)
    for (int y = 0; y < 10; ++y) {
      int want = (x < 3 && y < 8) ? 24 : 0;
      AMPT_CHECK_EQ(r, inside[x * 10 + y], want);
      count += inside[x * 10 + y] != 0;
    }
  AMPT_CHECK_EQ(r, count, 24);
  return r.finish("extent_index/size_contains");
}
