// lambda/reused_kernel: one kernel lambda object launched several times (the
// captured view is shared, so effects accumulate), and a copy of the lambda
// launched over a different extent.
// Specification: C++ AMP 1.2, 3.2 (the kernel is copied for each launch).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> data(n, 0);
  Concurrency::array_view<int, 1> v(n, data);
  auto bump = [=](Concurrency::index<1> i) restrict(amp) { v[i] += i[0] + 1; };
  for (int k = 0; k < 3; ++k)
    Concurrency::parallel_for_each(v.extent, bump);
  auto copy = bump;
  Concurrency::parallel_for_each(Concurrency::extent<1>(n / 2), copy);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], (i + 1) * (i < n / 2 ? 4 : 3));
  return r.finish("lambda/reused_kernel");
}
