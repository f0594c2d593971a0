// overload/static_members: static member functions overloaded on
// restriction, called qualified and through an object, from a kernel and
// from the host; the cpu and amp versions return different constants.
// Specification: C++ AMP 1.2, 2.3.
#include "amp_test.h"

struct config {
  static int tile() restrict(cpu) { return 64; }
  static int tile() restrict(amp) { return 16; }
  static int pick(int a, int b) restrict(cpu) { return a; }
  static int pick(int a, int b) restrict(amp) { return b; }
};

int main() {
  ampt::test_result r;
  const int n = 10;
  std::vector<int> out(n);
  Concurrency::array_view<int, 1> v(n, out);
  Concurrency::parallel_for_each(
      v.extent, [=](Concurrency::index<1> i) restrict(amp) {
        config c;
        v[i] = config::tile() * 100 + c.pick(i[0], -i[0]);
      });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 1600 - i);
  AMPT_CHECK_EQ(r, config::tile(), 64);
  AMPT_CHECK_EQ(r, config::pick(1, 2), 1);
  return r.finish("overload/static_members");
}
