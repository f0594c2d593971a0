// functor/helper_members: a rank-2 function object kernel that calls its own
// restrict(amp) private member functions and a static restrict(cpu, amp)
// member; the same static member computes the host reference.
// Specification: C++ AMP 1.2, 3.2; 2.1.
#include "amp_test.h"

using namespace concurrency;

class stencil {
public:
  stencil(array_view<const int, 2> in, array_view<int, 2> out) : in_(in), out_(out) {}
  static int weight(int dy, int dx) restrict(cpu, amp) { return (dy == 0 && dx == 0) ? 4 : 1; }
  void operator()(concurrency::index<2> i) const restrict(amp) { out_[i] = sum_around(i[0], i[1]); }

private:
  int at(int y, int x) const restrict(amp) {
    int h = in_.extent[0], w = in_.extent[1];
    return (y < 0 || x < 0 || y >= h || x >= w) ? 0 : in_(y, x);
  }
  int sum_around(int y, int x) const restrict(amp) {
    return weight(0, 0) * at(y, x) + weight(1, 0) * (at(y - 1, x) + at(y + 1, x)) +
           weight(0, 1) * (at(y, x - 1) + at(y, x + 1));
  }
  array_view<const int, 2> in_;
  array_view<int, 2> out_;
};

int main() {
  ampt::test_result r;
  const int h = 9, w = 11;
  std::vector<int> a(h * w), b(h * w);
  for (int i = 0; i < h * w; ++i)
    a[i] = (i * 7) % 13;
  array_view<const int, 2> in(h, w, a);
  array_view<int, 2> out(h, w, b);
  parallel_for_each(out.extent, stencil(in, out));
  auto at = [&](int y, int x) { return (y < 0 || x < 0 || y >= h || x >= w) ? 0 : a[y * w + x]; };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int e = stencil::weight(0, 0) * at(y, x) + at(y - 1, x) + at(y + 1, x) + at(y, x - 1) + at(y, x + 1);
      AMPT_CHECK_EQ(r, out(y, x), e);
    }
  return r.finish("functor/helper_members");
}
