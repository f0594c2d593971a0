// lambda/returned_lambda: the kernel is a restrict(amp) lambda created and
// returned by a function (return type deduced with auto), then passed to
// parallel_for_each by the caller; the captured array_view travels with it.
// Specification: C++ AMP 1.2, 3.2 (any callable with a restrict(amp)
// operator() taking the index type is a kernel).
#include "amp_test.h"

using namespace concurrency;

auto make_fill(array_view<int, 1> target, int start) {
  return [=](concurrency::index<1> i) restrict(amp) { target[i] = start + i[0] * i[0]; };
}

template <class Kernel> void launch(int n, const Kernel &k) {
  parallel_for_each(extent<1>(n), k);
}

int main() {
  ampt::test_result r;
  const int n = 50;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  launch(n, make_fill(v, 11));
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 11 + i * i);
  return r.finish("lambda/returned_lambda");
}
