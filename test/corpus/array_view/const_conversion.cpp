// array_view/const_conversion: an array_view<T,N> converts implicitly to
// array_view<const T,N>; the const view shares the data, sees the writes of
// a kernel through the writable view, and can be passed to a function
// taking array_view<const T,N>.
// Specification: C++ AMP 1.2, section 5.2 (conversion from array_view<T,N>
// to array_view<const T,N>).
#include "amp_test.h"

using namespace concurrency;

namespace {
float sum_on_gpu(array_view<const float, 2> in) {
  std::vector<float> out(in.extent[0], 0.0f);
  array_view<float, 1> ov(in.extent[0], out);
  parallel_for_each(ov.extent, [=](concurrency::index<1> i) restrict(amp) {
    float s = 0.0f;
    for (int c = 0; c < in.extent[1]; ++c)
      s += in(i[0], c);
    ov[i] = s;
  });
  ov.synchronize();
  return std::accumulate(out.begin(), out.end(), 0.0f);
}
} // namespace

int main() {
  ampt::test_result r;
  std::vector<float> data(8 * 8, 1.0f);
  array_view<float, 2> rw(8, 8, data);
  array_view<const float, 2> ro = rw;
  AMPT_CHECK(r, ro.extent == rw.extent);
  parallel_for_each(rw.extent, [=](concurrency::index<2> i) restrict(amp) {
    rw[i] = float(i[0] + i[1]);
  });
  float s = sum_on_gpu(rw);
  AMPT_CHECK_EQ(r, s, 2.0f * 8 * (8 * 7 / 2));
  AMPT_CHECK_EQ(r, ro(3, 4), 7.0f);
  return r.finish("array_view/const_conversion");
}
