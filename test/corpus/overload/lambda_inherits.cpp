// overload/lambda_inherits: lambdas without a restriction inside a kernel
// inherit restrict(amp), so overloaded calls inside them resolve to the amp
// overloads; the same lambda text on the host resolves to the cpu ones.
// Specification: C++ AMP 1.2, 2.2.2 (restriction inference for lambdas),
// 2.3.2.
#include "amp_test.h"

using namespace concurrency;

int side_value() restrict(cpu) { return 3; }
int side_value() restrict(amp) { return 7; }

int main() {
  ampt::test_result r;
  const int n = 16;
  std::vector<int> out(n * 2);
  array_view<int, 2> v(n, 2, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    auto inner = [](int x) { return x * side_value(); };
    auto deeper = [=]() {
      auto deepest = [=]() { return ampt::where_am_i() + inner(i[0]); };
      return deepest();
    };
    v(i[0], 0) = inner(i[0]);
    v(i[0], 1) = deeper();
  });
  auto host_inner = [](int x) { return x * side_value(); };
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 7 * i);
    AMPT_CHECK_EQ(r, v(i, 1), 7 * i + 1);
    AMPT_CHECK_EQ(r, host_inner(i), 3 * i);
  }
  return r.finish("overload/lambda_inherits");
}
