// Short vector types in kernels: element types of array_view and array,
// tile_static arrays, swizzles, norm/unorm arithmetic, a functor and a
// template helper.
#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>

#include "graphics_test.h"

using namespace concurrency;
using namespace concurrency::graphics;

template <class V> V twice(const V &v) GT_BOTH { return v + v; }

float dot3(const float_3 &a, const float_3 &b) GT_BOTH {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

struct scale_colors {
  array_view<unorm_4, 1> colors;
  float k;
  void operator()(index<1> i) const restrict(amp) {
    float_4 f(colors[i]);
    colors[i] = unorm_4(f * float_4(k));
  }
};

int main() {
  gt::result r;
  const int n = 256;

  // int_3 and float_3 as array_view elements (12-byte layout).
  std::vector<int_3> iv(n);
  std::vector<float_3> fv(n);
  for (int i = 0; i < n; ++i) {
    iv[i] = int_3(i, -i, 2 * i);
    fv[i] = float_3(float(i), 1.0f, 0.5f);
  }
  array_view<int_3, 1> ia(n, iv);
  array_view<float_3, 1> fa(n, fv);
  std::vector<float> dots(n);
  array_view<float, 1> da(n, dots);
  parallel_for_each(ia.extent, [=](index<1> i) restrict(amp) {
    int_3 v = ia[i];
    v.set_zyx(v);           // swizzle setter
    v += int_3(1);          // broadcast
    v.y = v.get_x() ^ 0xff; // bitwise on int components
    ia[i] = twice(v);
    da[i] = dot3(fa[i], float_3(1.0f, 2.0f, 4.0f));
  });
  for (int i = 0; i < n; ++i) {
    int_3 want(2 * i + 1, (2 * i + 1) ^ 0xff, i + 1);
    GT_CHECK(r, ia[i] == twice(want));
    GT_CHECK(r, da[i] == float(i) + 2.0f + 2.0f);
  }

  // tile_static float_4: a tile-wide sum.
  std::vector<float_4> in(n), sums(n / 64);
  for (int i = 0; i < n; ++i)
    in[i] = float_4(1.0f, float(i), -float(i), 0.5f);
  array_view<const float_4, 1> inv(n, in);
  array_view<float_4, 1> sv(n / 64, sums);
  sv.discard_data();
  parallel_for_each(inv.extent.tile<64>(),
                    [=](tiled_index<64> t) restrict(amp) {
                      tile_static float_4 cache[64];
                      cache[t.local[0]] = inv[t.global];
                      t.barrier.wait();
                      for (int s = 32; s > 0; s /= 2) {
                        if (t.local[0] < s)
                          cache[t.local[0]] += cache[t.local[0] + s];
                        t.barrier.wait();
                      }
                      if (t.local[0] == 0)
                        sv[t.tile] = cache[0];
                    });
  for (int k = 0; k < n / 64; ++k) {
    float base = 64.0f * k * 64.0f + 63.0f * 64.0f / 2.0f;
    GT_CHECK(r, sv[k] == float_4(64.0f, base, -base, 32.0f));
  }

  // unorm_4 colors scaled by a functor: results clamp to [0, 1].
  std::vector<unorm_4> colors(n);
  for (int i = 0; i < n; ++i)
    colors[i] = unorm_4(i / 255.0f, 0.5f, 0.25f, 1.0f);
  array_view<unorm_4, 1> ca(n, colors);
  parallel_for_each(ca.extent, scale_colors{ca, 2.0f});
  for (int i = 0; i < n; ++i) {
    float want = i / 255.0f * 2.0f > 1.0f ? 1.0f : i / 255.0f * 2.0f;
    GT_CHECK(r, gt::close(float(ca[i].r), want));
    GT_CHECK(r, float(ca[i].g) == 1.0f && float(ca[i].a) == 1.0f);
    GT_CHECK(r, float(ca[i].b) == 0.5f);
  }

  // norm arithmetic and conversions in a kernel; an array of double_2.
  array<double_2, 1> dd(n);
  std::vector<float> nf(n);
  array_view<float, 1> na(n, nf);
  parallel_for_each(dd.extent, [=, &dd](index<1> i) restrict(amp) {
    norm a(float(i[0]) / 64.0f - 2.0f); // clamps
    norm b = unorm(0.5f);
    na[i] = a * b + norm(-0.25f);
    dd[i] = double_2(double(i[0]), 0.5) * double_2(2.0);
  });
  std::vector<double_2> dh = dd;
  for (int i = 0; i < n; ++i) {
    float a = i / 64.0f - 2.0f;
    a = a < -1.0f ? -1.0f : (a > 1.0f ? 1.0f : a);
    float p = a * 0.5f;
    p = p < -1.0f ? -1.0f : (p > 1.0f ? 1.0f : p);
    float want = p - 0.25f < -1.0f ? -1.0f : p - 0.25f;
    GT_CHECK(r, gt::close(na[i], want));
    GT_CHECK(r, dh[i] == double_2(2.0 * i, 1.0));
  }
  return r.finish("graphics/short_vectors");
}
