// restrict/friends_and_defaults: a friend function defined inside its class
// with restrict(amp), a restrict(cpu, amp) function with default arguments,
// and functions in nested and unnamed namespaces, all called from a kernel.
// Specification: C++ AMP 1.2, 2.1.
#include "amp_test.h"

using namespace concurrency;

namespace geometry {
namespace detail {
inline int manhattan(int x, int y) restrict(cpu, amp) {
  return (x < 0 ? -x : x) + (y < 0 ? -y : y);
}
} // namespace detail

class point {
public:
  point(int x, int y) restrict(cpu, amp) : x_(x), y_(y) {}
  friend int norm1(const point &p) restrict(amp) {
    return detail::manhattan(p.x_, p.y_);
  }
  int x() const restrict(cpu, amp) { return x_; }

private:
  int x_, y_;
};
} // namespace geometry

namespace {
int scaled(int v, int mul = 3, int add = 1) restrict(cpu, amp) { return v * mul + add; }
} // namespace

int main() {
  ampt::test_result r;
  const int n = 21;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    geometry::point p(i[0] - 10, 4);
    v[i] = norm1(p) + scaled(p.x()) + scaled(1, 10) + scaled(2, 2, 2);
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], geometry::detail::manhattan(i - 10, 4) + scaled(i - 10) + 11 + 6);
  return r.finish("restrict/friends_and_defaults");
}
