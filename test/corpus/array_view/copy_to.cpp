// array_view/copy_to: array_view::copy_to into an array and into another
// array_view, and concurrency::copy between views, views and iterators.
// Specification: C++ AMP 1.2, section 5.2 (array_view::copy_to) and 5.3.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<int> src(n), dst(n, 0), dst2(n, 0), back(n, 0);
  for (int i = 0; i < n; ++i)
    src[i] = i * 7 % 13;
  array_view<int, 1> sv(n, src);
  parallel_for_each(sv.extent, [=](concurrency::index<1> i) restrict(amp) {
    sv[i] += 100;
  });
  array<int, 1> arr(n);
  sv.copy_to(arr); // source data is on the accelerator
  array_view<int, 1> dv(n, dst);
  sv.copy_to(dv);
  dv.synchronize();
  copy(arr, back.begin());
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, back[i], i * 7 % 13 + 100);
    AMPT_CHECK_EQ(r, dst[i], i * 7 % 13 + 100);
  }
  // copy(view, iterator) and copy(iterator, iterator, view)
  array_view<int, 1> d2(n, dst2);
  copy(src.begin(), src.end(), d2);
  std::vector<int> via_iter(n, 0);
  copy(d2, via_iter.begin());
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, via_iter[i], src[i]);
  return r.finish("array_view/copy_to");
}
