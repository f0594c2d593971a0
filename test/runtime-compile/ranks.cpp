// Rank-2 and rank-3 kernels, a functor, a restrict(cpu,amp) helper taking a
// const view, sections and projections.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

float corner_sum(const array_view<const float, 2> &m,
                 index<2> idx) restrict(cpu, amp) {
  float s = m[idx];
  if (idx[0] + 1 < m.extent[0])
    s += m(idx[0] + 1, idx[1]);
  return s;
}

struct Scale {
  array_view<float, 2> data;
  float factor;
  void operator()(index<2> idx) const restrict(amp) { data[idx] *= factor; }
};

int main() {
  const int rows = 100, cols = 70, depth = 9;
  std::vector<float> m(rows * cols), out(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    m[i] = float(i % 13);
  array_view<const float, 2> mv(rows, cols, m);
  array_view<float, 2> ov(rows, cols, out);
  ov.discard_data();
  parallel_for_each(
      ov.extent, [=](index<2> idx) restrict(amp) {
        ov[idx] = corner_sum(mv, idx);
      });
  parallel_for_each(ov.extent, Scale{ov, 0.5f});

  std::vector<int> cube(depth * rows * cols, 0);
  array_view<int, 3> cv(depth, rows, cols, cube);
  array_view<int, 3> inner =
      cv.section(index<3>(1, 2, 3), extent<3>(depth - 2, rows - 4, cols - 6));
  parallel_for_each(
      inner.extent, [=](index<3> idx) restrict(amp) {
        inner[idx] = idx[0] * 10000 + idx[1] * 100 + idx[2];
      });
  array_view<int, 2> plane = cv[4];
  int probe = plane(10, 10);
  cv.synchronize();

  const int dims[4] = {3, 4, 5, 6};
  std::vector<int> h4(3 * 4 * 5 * 6);
  array_view<int, 4> v4(extent<4>(dims), h4);
  v4.discard_data();
  parallel_for_each(
      v4.extent, [=](index<4> idx) restrict(amp) {
        v4[idx] = idx[0] * 1000 + idx[1] * 100 + idx[2] * 10 + idx[3];
      });
  v4.synchronize();

  float host = corner_sum(mv, index<2>(3, 4)) * 0.5f;
  bool ok = ov(3, 4) == host && probe == 3 * 10000 + 8 * 100 + 7 &&
            cube[0] == 0 && h4[h4.size() - 1] == 2345;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
