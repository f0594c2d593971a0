// array_view/discard_data: after discard_data() the old contents need not
// be copied to the accelerator; a kernel that writes every element produces
// the right result, and a discarded section that is then fully written
// leaves the rest of the view unchanged.
// Specification: C++ AMP 1.2, section 5.2 (array_view::discard_data).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 300;
  std::vector<float> v(n, -1.0f);
  concurrency::array_view<float, 1> av(n, v);
  av.discard_data();
  concurrency::parallel_for_each(
      av.extent, [=](concurrency::index<1> i) restrict(amp) { av[i] = 0.5f * i[0]; });
  av.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 0.5f * i);
  concurrency::array_view<float, 1> mid = av.section(100, 50);
  mid.discard_data();
  concurrency::parallel_for_each(
      mid.extent, [=](concurrency::index<1> i) restrict(amp) { mid[i] = 9.0f; });
  av.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], (i >= 100 && i < 150) ? 9.0f : 0.5f * i);
  return r.finish("array_view/discard_data");
}
