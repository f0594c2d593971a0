// tile_static/functor_kernel: a tiled kernel written as a function object
// whose restrict(amp) call operator declares a tile_static array.
// Specification: C++ AMP 1.2, sections 4.4 (kernel functors) and 8.2.
#include "amp_test.h"

using namespace concurrency;

namespace {
class rotate_within_tile {
public:
  rotate_within_tile(array_view<const int, 1> in, array_view<int, 1> out,
                     int shift)
      : in_(in), out_(out), shift_(shift) {}

  void operator()(tiled_index<64> t) const restrict(amp) {
    tile_static int buf[64];
    buf[t.local[0]] = in_[t.global];
    t.barrier.wait();
    out_[t.global] = buf[(t.local[0] + shift_) % 64];
  }

private:
  array_view<const int, 1> in_;
  array_view<int, 1> out_;
  int shift_;
};
} // namespace

int main() {
  ampt::test_result r;
  const int n = 64 * 6;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = i * i % 1013;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out);
  parallel_for_each(iv.extent.tile<64>(), rotate_within_tile(iv, ov, 5));
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = (i / 64) * 64;
    AMPT_CHECK_EQ(r, out[i], in[b + (i % 64 + 5) % 64]);
  }
  return r.finish("tile_static/functor_kernel");
}
