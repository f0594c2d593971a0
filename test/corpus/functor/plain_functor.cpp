// functor/plain_functor: a kernel written as a class with array_view members
// and a `void operator()(index<1>) const restrict(amp)`, constructed on the
// host and passed to parallel_for_each.
// Specification: C++ AMP 1.2, 3.2 (the kernel argument is a function object
// whose operator() is restrict(amp)).
#include "amp_test.h"

using namespace concurrency;

class saxpy {
public:
  saxpy(float a, array_view<const float, 1> x, array_view<float, 1> y)
      : a_(a), x_(x), y_(y) {}
  void operator()(concurrency::index<1> i) const restrict(amp) { y_[i] = a_ * x_[i] + y_[i]; }

private:
  float a_;
  array_view<const float, 1> x_;
  array_view<float, 1> y_;
};

int main() {
  ampt::test_result r;
  const int n = 256;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = 0.5f * i;
    y[i] = 1.0f;
  }
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> yv(n, y);
  parallel_for_each(yv.extent, saxpy(2.0f, xv, yv));
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, yv[i], 1.0f + i, 1e-4);
  return r.finish("functor/plain_functor");
}
