// capture/local_types: types defined inside main (a local struct and a local
// enum) captured by value into a kernel and used there, including a local
// struct with a restrict(amp) member function.
// Specification: C++ AMP 1.2, 3.2; 2.2.2 (local classes).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  enum mode { add_mode = 1, mul_mode = 2 };
  struct op {
    mode m;
    int k;
    int apply(int x) const restrict(amp) { return m == add_mode ? x + k : x * k; }
  };
  const int n = 30;
  std::vector<int> a(n), b(n);
  concurrency::array_view<int, 1> av(n, a), bv(n, b);
  op plus = {add_mode, 4};
  op times = {mul_mode, 6};
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    av[i] = plus.apply(i[0]);
    bv[i] = times.apply(i[0]);
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, av[i], i + 4);
    AMPT_CHECK_EQ(r, bv[i], 6 * i);
  }
  return r.finish("capture/local_types");
}
