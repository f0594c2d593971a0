// extent_index/subscript_write: the non-const operator[] of index and
// extent returns a reference; components are assigned one by one in amp
// code to build neighbour indices (with wrap-around) for a 2-D stencil.
// Specification: C++ AMP 1.2, sections 4.1 and 4.2 (int& operator[]).
#include "amp_test.h"

namespace {
concurrency::index<2> wrap(concurrency::index<2> i,
                           const concurrency::extent<2> &e) restrict(cpu, amp) {
  for (int d = 0; d < 2; ++d) {
    if (i[d] < 0)
      i[d] += e[d];
    if (i[d] >= e[d])
      i[d] -= e[d];
  }
  return i;
}
} // namespace

int main() {
  ampt::test_result r;
  const int rows = 6, cols = 8;
  std::vector<int> in(rows * cols), out(rows * cols, 0);
  for (int k = 0; k < rows * cols; ++k)
    in[k] = k;
  concurrency::array_view<const int, 2> iv(rows, cols, in);
  concurrency::array_view<int, 2> ov(rows, cols, out);
  concurrency::parallel_for_each(
      ov.extent, [=](concurrency::index<2> i) restrict(amp) {
        concurrency::index<2> up = i, left = i;
        up[0] = i[0] - 1;
        left[1] = i[1] - 1;
        concurrency::extent<2> e;
        e[0] = rows;
        e[1] = cols;
        ov[i] = iv[wrap(up, e)] + iv[wrap(left, e)];
      });
  ov.synchronize();
  for (int x = 0; x < rows; ++x)
    for (int y = 0; y < cols; ++y) {
      int ux = (x + rows - 1) % rows, ly = (y + cols - 1) % cols;
      AMPT_CHECK_EQ(r, out[x * cols + y], in[ux * cols + y] + in[x * cols + ly]);
    }
  return r.finish("extent_index/subscript_write");
}
