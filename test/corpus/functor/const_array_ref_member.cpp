// functor/const_array_ref_member: a rank-2 function object with a
// `const concurrency::array<float, 2>&` input member and a
// `concurrency::array<float, 2>&` output member, transposing on the
// accelerator; the result is copied out with concurrency::copy.
// Specification: C++ AMP 1.2, 3.2; 5.1 (array); 5.3 (copy).
#include "amp_test.h"

struct transpose_kernel {
  const concurrency::array<float, 2> &in;
  concurrency::array<float, 2> &out;
  void operator()(concurrency::index<2> i) const restrict(amp) {
    out(i[1], i[0]) = in[i];
  }
};

int main() {
  ampt::test_result r;
  const int h = 6, w = 10;
  std::vector<float> src(h * w), dst(h * w);
  for (int i = 0; i < h * w; ++i)
    src[i] = 0.5f * i;
  concurrency::array<float, 2> in(h, w, src.begin(), src.end());
  concurrency::array<float, 2> out(w, h);
  transpose_kernel k = {in, out};
  concurrency::parallel_for_each(in.extent, k);
  concurrency::copy(out, dst.begin());
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      AMPT_CHECK_EQ(r, dst[x * h + y], src[y * w + x]);
  return r.finish("functor/const_array_ref_member");
}
