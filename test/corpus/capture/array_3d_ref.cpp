// capture/array_3d_ref: a rank-3 concurrency::array captured by reference,
// written with index<3> and read back through an array_view of it, with two
// kernels launched over it one after the other.
// Specification: C++ AMP 1.2, 3.2; 5.1 (array of rank 3); 6 (array_view over
// an array).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  const int d0 = 3, d1 = 4, d2 = 5;
  Concurrency::array<int, 3> cube(d0, d1, d2);
  Concurrency::parallel_for_each(cube.extent, [&cube](Concurrency::index<3> i) restrict(amp) {
    cube[i] = i[0] * 100 + i[1] * 10 + i[2];
  });
  Concurrency::parallel_for_each(cube.extent, [&](Concurrency::index<3> i) restrict(amp) {
    cube[i] += 1000;
  });
  Concurrency::array_view<int, 3> view(cube);
  for (int x = 0; x < d0; ++x)
    for (int y = 0; y < d1; ++y)
      for (int z = 0; z < d2; ++z)
        AMPT_CHECK_EQ(r, view(x, y, z), 1000 + x * 100 + y * 10 + z);
  return r.finish("capture/array_3d_ref");
}
