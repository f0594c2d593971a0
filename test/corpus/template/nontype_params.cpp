// template/nontype_params: non-type template parameters drive amp code: an
// unrolled dot product over a compile-time length, a stride template, and a
// tiled kernel whose tile size is a template parameter of the enclosing
// function template.
// Specification: C++ AMP 1.2, 3.2 (tiled_extent<D0>, tiled_index<D0>), 8
// (tile_static).
#include "amp_test.h"

using namespace concurrency;

template <int Len> float dot(const float *a, const float *b) restrict(amp) {
  float s = 0.0f;
  for (int k = 0; k < Len; ++k)
    s += a[k] * b[k];
  return s;
}

template <int Stride> int strided(array_view<const int, 1> v, int i) restrict(amp) {
  return v[i * Stride];
}

template <int Tile> void tile_reverse(array_view<int, 1> v) {
  parallel_for_each(v.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    tile_static int buf[Tile];
    buf[t.local[0]] = v[t.global];
    t.barrier.wait();
    v[t.global] = buf[Tile - 1 - t.local[0]];
  });
}

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> src(3 * n), rev(n);
  std::iota(src.begin(), src.end(), 0);
  std::iota(rev.begin(), rev.end(), 0);
  std::vector<float> out(n);
  array_view<const int, 1> sv(3 * n, src);
  array_view<float, 1> ov(n, out);
  parallel_for_each(ov.extent, [=](concurrency::index<1> i) restrict(amp) {
    float a[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    float b[4] = {0.5f, 0.5f, 0.5f, static_cast<float>(i[0])};
    ov[i] = dot<4>(a, b) + static_cast<float>(strided<3>(sv, i[0]));
  });
  array_view<int, 1> rv(n, rev);
  tile_reverse<8>(rv);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_CLOSE(r, ov[i], 3.0f + 4.0f * i + 3.0f * i, 1e-4);
    AMPT_CHECK_EQ(r, rv[i], (i / 8) * 8 + 7 - i % 8);
  }
  return r.finish("template/nontype_params");
}
