// concurrency::direct3d intrinsics in kernels against CPU references of
// their HLSL definitions, and direct3d_printf.
#include <amp.h>
#include <cmath>
#include <vector>

#include "graphics_test.h"

using namespace concurrency;

int ref_firstbithigh(int x) {
  unsigned u = x < 0 ? ~unsigned(x) : unsigned(x);
  for (int b = 31; b >= 0; --b)
    if (u >> b & 1u)
      return b;
  return -1;
}
int ref_firstbitlow(int x) {
  for (int b = 0; b < 32; ++b)
    if (unsigned(x) >> b & 1u)
      return b;
  return -1;
}
unsigned ref_reverse(unsigned x) {
  unsigned r = 0;
  for (int b = 0; b < 32; ++b)
    if (x >> b & 1u)
      r |= 1u << (31 - b);
  return r;
}
int ref_popcount(unsigned x) {
  int c = 0;
  for (; x; x >>= 1)
    c += x & 1u;
  return c;
}
float ref_saturate(float x) { return x < 0 ? 0 : (x > 1 ? 1 : x); }

int main() {
  gt::result r;
  const int n = 512;
  std::vector<int> ints(n);
  std::vector<float> floats(n);
  const int edges[] = {0, -1, 1, int(0x80000000u)};
  for (int i = 0; i < n; ++i) {
    ints[i] = int((i * 2654435761u) ^ (i << 7));
    if (i % 7 == 0)
      ints[i] = -ints[i];
    if (i < 4)
      ints[i] = edges[i];
    floats[i] = (i - n / 2) / 97.0f;
  }
  array_view<const int, 1> iv(n, ints);
  array_view<const float, 1> fv(n, floats);
  const int k = 12;
  std::vector<float> out(n * k);
  array_view<float, 2> ov(n, k, out);
  std::vector<int> iout(n * 6);
  array_view<int, 2> io(n, 6, iout);
  parallel_for_each(iv.extent, [=](index<1> idx) restrict(amp) {
    using namespace concurrency::direct3d;
    const int i = idx[0];
    const int x = iv[i];
    const float f = fv[i];
    io(i, 0) = firstbithigh(x);
    io(i, 1) = firstbitlow(x);
    io(i, 2) = int(countbits(unsigned(x)));
    io(i, 3) = int(reversebits(unsigned(x)));
    io(i, 4) = sign(x) + imax(x & 15, 7) * 100 + imin(x & 15, 7) * 10000;
    io(i, 5) = direct3d::abs(x % 1000) + clamp(x % 100, -20, 20) * 10000 +
               int(umax(unsigned(x) & 7u, 3u) * umin(unsigned(x) & 7u, 5u));
    ov(i, 0) = saturate(f);
    ov(i, 1) = clamp(f, -0.5f, 0.75f);
    ov(i, 2) = rcp(f == 0.0f ? 1.0f : f);
    ov(i, 3) = radians(f * 90.0f);
    ov(i, 4) = mad(f, 3.0f, -1.0f);
    ov(i, 5) = smoothstep(-1.0f, 2.0f, f);
    ov(i, 6) = step(0.25f, f);
    ov(i, 7) = float(mad(x & 255, 3, 5));
    ov(i, 8) = noise(f * 3.0f);
    ov(i, 9) = noise(float(i % 9 - 4));
    ov(i, 10) = float(mad(unsigned(i), 2u, 1u));
    ov(i, 11) = float(mad(double(f), 2.0, 0.5));
  });
  for (int i = 0; i < n; ++i) {
    const int x = ints[i];
    const float f = floats[i];
    GT_CHECK(r, io(i, 0) == ref_firstbithigh(x));
    GT_CHECK(r, io(i, 1) == ref_firstbitlow(x));
    GT_CHECK(r, io(i, 2) == ref_popcount(unsigned(x)));
    GT_CHECK(r, unsigned(io(i, 3)) == ref_reverse(unsigned(x)));
    int s = (x > 0) - (x < 0), lo = x & 15;
    GT_CHECK(r, io(i, 4) == s + (lo > 7 ? lo : 7) * 100 +
                                (lo < 7 ? lo : 7) * 10000);
    int m = x % 100, u = unsigned(x) & 7u;
    GT_CHECK(r, io(i, 5) == std::abs(x % 1000) +
                                (m < -20 ? -20 : (m > 20 ? 20 : m)) * 10000 +
                                (u > 3 ? u : 3) * (u < 5 ? u : 5));
    GT_CHECK(r, ov(i, 0) == ref_saturate(f));
    GT_CHECK(r, ov(i, 1) == (f < -0.5f ? -0.5f : (f > 0.75f ? 0.75f : f)));
    GT_CHECK(r, gt::close(ov(i, 2), 1.0f / (f == 0.0f ? 1.0f : f), 1e-4f));
    GT_CHECK(r, gt::close(ov(i, 3), f * 90.0f * 3.14159265f / 180.0f));
    GT_CHECK(r, gt::close(ov(i, 4), f * 3.0f - 1.0f));
    float t = ref_saturate((f + 1.0f) / 3.0f);
    GT_CHECK(r, gt::close(ov(i, 5), t * t * (3.0f - 2.0f * t)));
    GT_CHECK(r, ov(i, 6) == (f >= 0.25f ? 1.0f : 0.0f));
    GT_CHECK(r, ov(i, 7) == float((x & 255) * 3 + 5));
    GT_CHECK(r, ov(i, 8) >= -1.0f && ov(i, 8) <= 1.0f);
    GT_CHECK(r, ov(i, 8) == concurrency::direct3d::noise(f * 3.0f) ||
                    gt::close(ov(i, 8), concurrency::direct3d::noise(f * 3.0f),
                              1e-5f));
    GT_CHECK(r, ov(i, 9) == 0.0f);
    GT_CHECK(r, ov(i, 10) == float(2 * i + 1));
    GT_CHECK(r, gt::close(ov(i, 11), float(double(f) * 2.0 + 0.5)));
  }

  // direct3d_printf: one line per thread of a small launch (the runner
  // compares the output).
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
    concurrency::direct3d::direct3d_printf("direct3d_printf %d %.2f\n", i[0],
                                           0.5f * i[0]);
  });
  accelerator().get_default_view().wait();
  return r.finish("graphics/direct3d_intrinsics");
}
