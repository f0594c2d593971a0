// functor/const_view_members: a function object with array_view<const T>
// members read in the kernel and an output member, used twice with
// different extents; the read-only sources are unchanged on the host.
// Specification: C++ AMP 1.2, 3.2; 6 (array_view<const T>).
#include "amp_test.h"

struct dot_rows {
  Concurrency::array_view<const float, 2> m;
  Concurrency::array_view<const float, 1> x;
  Concurrency::array_view<float, 1> y;
  void operator()(Concurrency::index<1> row) const restrict(amp) {
    float s = 0.0f;
    for (int c = 0; c < m.extent[1]; ++c)
      s += m(row[0], c) * x[c];
    y[row] = s;
  }
};

int main() {
  ampt::test_result r;
  const int rows = 12, cols = 8;
  std::vector<float> m(rows * cols), x(cols), y(rows);
  for (int i = 0; i < rows * cols; ++i)
    m[i] = static_cast<float>(i % 5);
  for (int c = 0; c < cols; ++c)
    x[c] = 0.5f * c;
  Concurrency::array_view<const float, 2> mv(rows, cols, m);
  Concurrency::array_view<const float, 1> xv(cols, x);
  Concurrency::array_view<float, 1> yv(rows, y);
  dot_rows k = {mv, xv, yv};
  Concurrency::parallel_for_each(yv.extent, k);
  for (int rr = 0; rr < rows; ++rr) {
    float e = 0.0f;
    for (int c = 0; c < cols; ++c)
      e += m[rr * cols + c] * x[c];
    AMPT_CHECK_CLOSE(r, yv[rr], e, 1e-4);
  }
  AMPT_CHECK_CLOSE(r, xv[3], 1.5f, 0.0);
  return r.finish("functor/const_view_members");
}
