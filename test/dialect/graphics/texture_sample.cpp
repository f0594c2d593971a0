// Sampling a 2-D texture with point and linear filtering and each address
// mode, and gathering, against a CPU reference of Direct3D's rules.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <vector>

#include "graphics_test.h"

using namespace concurrency;
using namespace concurrency::graphics;

static const int H = 4, W = 8;

float texel(int y, int x) { return float(10 * y + x); }

// Direct3D's addressing of an integer texel index; -1 for the border.
int address(int i, int n, address_mode m) {
  switch (m) {
  case address_wrap:
    return ((i % n) + n) % n;
  case address_mirror: {
    int p = ((i % (2 * n)) + 2 * n) % (2 * n);
    return p < n ? p : 2 * n - 1 - p;
  }
  case address_border:
    return i < 0 || i >= n ? -1 : i;
  default:
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
  }
}

float fetch(int y, int x, address_mode m, float border) {
  int ay = address(y, H, m), ax = address(x, W, m);
  return ay < 0 || ax < 0 ? border : texel(ay, ax);
}

float reference(float u, float v, filter_mode f, address_mode m,
                float border) {
  if (f == filter_point)
    return fetch(int(std::floor(v * H)), int(std::floor(u * W)), m, border);
  float tx = u * W - 0.5f, ty = v * H - 0.5f;
  int x0 = int(std::floor(tx)), y0 = int(std::floor(ty));
  float fx = tx - x0, fy = ty - y0;
  return (1 - fy) * ((1 - fx) * fetch(y0, x0, m, border) +
                     fx * fetch(y0, x0 + 1, m, border)) +
         fy * ((1 - fx) * fetch(y0 + 1, x0, m, border) +
               fx * fetch(y0 + 1, x0 + 1, m, border));
}

int main() {
  gt::result r;
  std::vector<float> data;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x)
      data.push_back(texel(y, x));
  texture<float, 2> tex(H, W, data.begin(), data.end());

  std::vector<float_2> coords;
  for (float v = -0.6f; v < 1.7f; v += 0.23f)
    for (float u = -0.55f; u < 1.6f; u += 0.17f)
      coords.push_back(float_2(u, v));
  const int n = int(coords.size());
  array_view<const float_2, 1> cv(n, coords);

  const filter_mode filters[] = {filter_point, filter_linear};
  const address_mode modes[] = {address_wrap, address_mirror, address_clamp,
                                address_border};
  for (filter_mode f : filters)
    for (address_mode m : modes) {
      sampler s(f, m, float_4(-7.0f));
      std::vector<float> out(n);
      array_view<float, 1> ov(n, out);
      ov.discard_data();
      texture_view<const float, 2> tv(tex);
      parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
        ov[i] = tv.sample(s, cv[i]);
      });
      for (int i = 0; i < n; ++i) {
        float want = reference(coords[i].x, coords[i].y, f, m, -7.0f);
        if (!gt::close(ov[i], want, 1e-3f)) {
          std::printf("  filter %d mode %d at (%g, %g): %g, want %g\n", f, m,
                      coords[i].x, coords[i].y, ov[i], want);
          GT_CHECK(r, false);
        }
      }
    }

  // The predefined samplers, a unorm_4 texture (8 bits) and gather.
  std::vector<unsigned int> rgba(H * W);
  for (int i = 0; i < H * W; ++i)
    rgba[i] = 0xff000000u | (unsigned(i * 8) << 8) | unsigned(i * 4);
  texture<unorm_4, 2> colors(H, W, rgba.data(), unsigned(rgba.size() * 4), 8u);
  std::vector<float_4> got(3);
  array_view<float_4, 1> gv(3, got);
  texture_view<const unorm_4, 2> cview(colors);
  texture_view<const float, 2> fview(tex);
  sampler wrap(address_wrap); // samplers are made in cpu code
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    gv[0] = float_4(cview.sample<filter_point, address_clamp>(
        float_2(3.5f / W, 1.5f / H)));
    gv[1] = fview.gather_red(wrap, float_2(0.0f, 0.0f));
    gv[2] = float_4(cview.gather_green<address_clamp>(float_2(0.5f, 0.5f)));
  });
  const int i11 = 1 * W + 3;
  GT_CHECK(r, gt::close(gv[0].r, i11 * 4 / 255.0f) &&
                  gt::close(gv[0].g, i11 * 8 / 255.0f) && gv[0].b == 0.0f &&
                  gv[0].a == 1.0f);
  // At (0, 0) with wrap: texels (x, y) = (W-1, 0), (0, 0), (0, H-1),
  // (W-1, H-1) in Direct3D's order.
  GT_CHECK(r, gv[1] == float_4(texel(0, W - 1), texel(0, 0), texel(H - 1, 0),
                               texel(H - 1, W - 1)));
  const int a = 2 * W + 4, b = 2 * W + 3, c = 1 * W + 3, d = 1 * W + 4;
  GT_CHECK(r, gt::close(gv[2].x, b * 8 / 255.0f) &&
                  gt::close(gv[2].y, a * 8 / 255.0f) &&
                  gt::close(gv[2].z, d * 8 / 255.0f) &&
                  gt::close(gv[2].w, c * 8 / 255.0f));
  return r.finish("graphics/texture_sample");
}
