// capture/array_ref_param: restrict(amp) functions taking
// `concurrency::array<T, N>&` and `const concurrency::array<T, N>&`
// parameters, called from a kernel that captured the arrays by reference.
// Specification: C++ AMP 1.2, 2.4 (references to arrays as parameters of amp
// functions), 5.1.
#include "amp_test.h"

using namespace concurrency;

int read_pair(const array<int, 1> &a, int i) restrict(amp) { return a[i] + a[i + 1]; }

void write_scaled(array<int, 1> &out, concurrency::index<1> i, int v) restrict(amp) {
  out[i] = 2 * v;
}

template <int N> int corner(const array<int, N> &a) restrict(amp) {
  return a[concurrency::index<N>()];
}

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> init(n + 1);
  std::iota(init.begin(), init.end(), 5);
  array<int, 1> in(n + 1, init.begin());
  array<int, 1> out(n);
  parallel_for_each(out.extent, [&in, &out](concurrency::index<1> i) restrict(amp) {
    write_scaled(out, i, read_pair(in, i[0]) + corner(in));
  });
  std::vector<int> res = out;
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, res[i], 2 * ((i + 5) + (i + 6) + 5));
  return r.finish("capture/array_ref_param");
}
