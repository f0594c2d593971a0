// array_view/reinterpret_as: a view of int reinterpreted as a view of a
// three-int struct (a third as many elements) and a view of unsigned read
// back as float bit patterns.
// Specification: C++ AMP 1.2, section 5.2 (array_view<T,1>::reinterpret_as).
#include "amp_test.h"

using namespace concurrency;

namespace {
struct rgb {
  int r, g, b;
};
} // namespace

int main() {
  ampt::test_result r;
  const int n = 30;
  std::vector<int> raw(3 * n, 0);
  array_view<int, 1> ints(3 * n, raw);
  array_view<rgb, 1> px = ints.reinterpret_as<rgb>();
  AMPT_CHECK_EQ(r, px.extent[0], n);
  parallel_for_each(px.extent, [=](concurrency::index<1> i) restrict(amp) {
    rgb c;
    c.r = i[0];
    c.g = 2 * i[0];
    c.b = 3 * i[0];
    px[i] = c;
  });
  ints.synchronize();
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, raw[3 * i], i);
    AMPT_CHECK_EQ(r, raw[3 * i + 1], 2 * i);
    AMPT_CHECK_EQ(r, raw[3 * i + 2], 3 * i);
  }

  std::vector<unsigned> bits(n);
  for (int i = 0; i < n; ++i) {
    float f = 1.0f + i;
    std::memcpy(&bits[i], &f, sizeof f);
  }
  array_view<const unsigned, 1> bv(n, bits);
  array_view<const float, 1> fv = bv.reinterpret_as<float>();
  std::vector<float> out(n, 0.0f);
  array_view<float, 1> ov(n, out);
  parallel_for_each(ov.extent, [=](concurrency::index<1> i) restrict(amp) {
    ov[i] = fv[i] * 2.0f;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, out[i], 2.0f * (1.0f + i));
  return r.finish("array_view/reinterpret_as");
}
