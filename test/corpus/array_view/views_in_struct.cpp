// array_view/views_in_struct: array_views as members of a user struct that
// is captured by value in a kernel lambda (and has amp member functions);
// the runtime must find the views inside the capture.
// Specification: C++ AMP 1.2, section 4.3 (captured class types containing
// array_view members) and 5.2.
#include "amp_test.h"

namespace {
struct saxpy_args {
  concurrency::array_view<const float, 1> x;
  concurrency::array_view<float, 1> y;
  float a;
  void apply(concurrency::index<1> i) const restrict(amp) { y[i] += a * x[i]; }
};
} // namespace

int main() {
  ampt::test_result r;
  const int n = 333;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i);
    y[i] = 1.0f;
  }
  saxpy_args args = {concurrency::array_view<const float, 1>(n, x),
                     concurrency::array_view<float, 1>(n, y), 0.5f};
  concurrency::parallel_for_each(
      concurrency::extent<1>(n),
      [=](concurrency::index<1> i) restrict(amp) { args.apply(i); });
  args.y.synchronize();
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, y[i], 1.0f + 0.5f * i);
  return r.finish("array_view/views_in_struct");
}
