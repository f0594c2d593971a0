// array_view/view_of_array: array_views constructed over an array (rank 2),
// captured by value in kernels; host element access through the view reads
// the array's data; the array sees the writes made through the view.
// Specification: C++ AMP 1.2, section 5.2 (array_view(array<T,N>&)).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::array<int, 2> arr(8, 8);
  concurrency::array_view<int, 2> v(arr);
  concurrency::array_view<const int, 2> cv(arr);
  concurrency::parallel_for_each(
      v.extent, [=](concurrency::index<2> i) restrict(amp) { v[i] = i[0] - i[1]; });
  std::vector<int> out(64, 0);
  concurrency::array_view<int, 2> ov(8, 8, out);
  concurrency::parallel_for_each(
      ov.extent, [=](concurrency::index<2> i) restrict(amp) {
        ov[i] = cv(i[1], i[0]);
      });
  ov.synchronize();
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) {
      AMPT_CHECK_EQ(r, out[i * 8 + j], j - i);
      AMPT_CHECK_EQ(r, v(i, j), i - j);
    }
  v(0, 0) = 1234; // host write through the view
  v.synchronize(); // make the array itself current before reading it
  std::vector<int> back = arr;
  AMPT_CHECK_EQ(r, back[0], 1234);
  AMPT_CHECK_EQ(r, back[9], 0);
  return r.finish("array_view/view_of_array");
}
