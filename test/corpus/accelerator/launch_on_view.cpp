// accelerator/launch_on_view: parallel_for_each with an explicit
// accelerator_view argument, for plain and tiled domains, using arrays that
// live on that view; the results are copied back with copy().
// Specification: C++ AMP 1.2, section 4.4 (parallel_for_each(const
// accelerator_view&, ...)) and 5.1.
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  accelerator acc;
  accelerator_view view = acc.create_view();
  const int n = 512;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = float(i % 17);
  array<float, 1> in(n, h.begin(), h.end(), view);
  array<float, 1> out(n, view);
  parallel_for_each(view, in.extent, [&in, &out](concurrency::index<1> i) restrict(amp) {
    out[i] = in[i] * in[i];
  });
  parallel_for_each(view, in.extent.tile<64>(),
                    [&out](tiled_index<64> t) restrict(amp) {
                      tile_static float s[64];
                      s[t.local[0]] = out[t.global];
                      t.barrier.wait();
                      out[t.global] = s[63 - t.local[0]];
                    });
  std::vector<float> got(n);
  copy(out, got.begin());
  for (int i = 0; i < n; ++i) {
    int b = (i / 64) * 64, src = b + 63 - (i - b);
    AMPT_CHECK_EQ(r, got[i], h[src] * h[src]);
  }
  AMPT_CHECK(r, out.get_accelerator_view() == view);
  return r.finish("accelerator/launch_on_view");
}
