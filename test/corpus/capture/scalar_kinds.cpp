// capture/scalar_kinds: every scalar type amp code allows, captured by value:
// int, unsigned int, float, double, bool, an enum and a constant; the kernel
// combines them and the host checks the exact bit-for-bit results.
// Specification: C++ AMP 1.2, 2.4.1 (fundamental types in amp code), 3.2.
#include "amp_test.h"

using namespace concurrency;

enum class shade { light = 1, dark = 2 };

int main() {
  ampt::test_result r;
  const int n = 16;
  std::vector<double> out(n);
  array_view<double, 1> v(n, out);
  int i32 = -7;
  unsigned u32 = 4000000000u;
  float f32 = 0.75f;
  double f64 = 1.0e10;
  bool flag = true;
  shade s = shade::dark;
  const int fixed = 3;
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    double acc = f64 + i32 + static_cast<double>(u32 / 1000u) + f32 * fixed;
    if (flag && s == shade::dark)
      acc += i[0];
    v[i] = acc;
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 1.0e10 - 7 + 4000000.0 + 2.25 + i);
  return r.finish("capture/scalar_kinds");
}
