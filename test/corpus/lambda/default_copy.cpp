// lambda/default_copy: a kernel with the default copy capture `[=]`, which
// picks up two array_views, a float and a user struct used in the body; the
// kernel is stored in a named variable before the launch.
// Specification: C++ AMP 1.2, 3.2.
#include "amp_test.h"

using namespace concurrency;

struct affine {
  float m, c;
};

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i)
    x[i] = 0.25f * i;
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> yv(n, y);
  affine f = {3.0f, -1.0f};
  float bias = 0.5f;
  auto kernel = [=](concurrency::index<1> i) restrict(amp) {
    yv[i] = f.m * xv[i] + f.c + bias;
  };
  parallel_for_each(yv.extent, kernel);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, yv[i], 3.0f * 0.25f * i - 0.5f, 1e-5);
  return r.finish("lambda/default_copy");
}
