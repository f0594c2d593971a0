// array/functor_reference_member: a kernel function object holding
// references to arrays as members (the functor form of capturing arrays by
// reference), used for an element-wise a = b * c.
// Specification: C++ AMP 1.2, section 4.3 (kernel functor members of type
// array<T,N>&) and 5.1.
#include "amp_test.h"

using namespace concurrency;

namespace {
class multiply {
public:
  multiply(array<int, 1> &out, const array<int, 1> &a, const array<int, 1> &b)
      : out_(out), a_(a), b_(b) {}
  void operator()(concurrency::index<1> i) const restrict(amp) {
    out_[i] = a_[i] * b_[i];
  }

private:
  array<int, 1> &out_;
  const array<int, 1> &a_;
  const array<int, 1> &b_;
};
} // namespace

int main() {
  ampt::test_result r;
  const int n = 100;
  std::vector<int> ha(n), hb(n);
  for (int i = 0; i < n; ++i) {
    ha[i] = i;
    hb[i] = 3 - i;
  }
  array<int, 1> a(n, ha.begin()), b(n, hb.begin()), out(n);
  parallel_for_each(out.extent, multiply(out, a, b));
  std::vector<int> got = out;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, got[i], ha[i] * hb[i]);
  return r.finish("array/functor_reference_member");
}
