// functor/array_ref_member: a kernel function object holding
// `concurrency::array<int, 1>&` members (an input and an output array on the
// accelerator); the arrays are reached through the references inside the
// kernel.
// Specification: C++ AMP 1.2, 3.2 (arrays are captured by reference), 5.1
// (array).
#include "amp_test.h"

using namespace concurrency;

struct gather_pairs {
  array<int, 1> &src;
  array<int, 1> &dst;
  gather_pairs(array<int, 1> &s, array<int, 1> &d) : src(s), dst(d) {}
  void operator()(concurrency::index<1> i) const restrict(amp) {
    dst[i] = src[2 * i[0]] + src[2 * i[0] + 1];
  }
};

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> in(2 * n);
  std::iota(in.begin(), in.end(), 0);
  array<int, 1> src(2 * n, in.begin(), in.end());
  array<int, 1> dst(n);
  parallel_for_each(dst.extent, gather_pairs(src, dst));
  std::vector<int> out = dst;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], 4 * i + 1);
  return r.finish("functor/array_ref_member");
}
