// Textures of several formats and ranks: written in kernels, read back,
// copied; captured by reference ([&t], [&]), through views, and as a
// functor's reference member.
#include <amp.h>
#include <amp_graphics.h>
#include <vector>

#include "graphics_test.h"

using namespace concurrency;
using namespace concurrency::graphics;

// A kernel that reaches its texture through a reference member.
struct fill_levels {
  texture<unorm, 2> &tex;
  explicit fill_levels(texture<unorm, 2> &t) : tex(t) {}
  void operator()(index<2> i) const restrict(amp) {
    tex.set(i, unorm(float(i[0] * 16 + i[1]) / 255.0f));
  }
};

template <class T> T read_at(const texture<T, 1> &t, int i) GT_AMP {
  return t[i];
}

int main() {
  gt::result r;

  // 1-D int texture from values; read with [], () and get; captured [&].
  std::vector<int> vals(100);
  for (int i = 0; i < 100; ++i)
    vals[i] = 3 * i - 50;
  texture<int, 1> t1(100, vals.begin(), vals.end());
  texture<int, 1> o1(100);
  parallel_for_each(t1.extent, [&](index<1> i) restrict(amp) {
    o1.set(i, t1[i] + t1(i[0]) + read_at(t1, i[0]) - t1.get(i));
  });
  std::vector<int> back(100);
  copy(o1, back.begin());
  for (int i = 0; i < 100; ++i)
    GT_CHECK(r, back[i] == 2 * vals[i]);

  // 2-D 16-bit uint_2 texture: values saturate at 65535 when written.
  texture<uint_2, 2> t2(8, 16, 16u);
  parallel_for_each(t2.extent, [&t2](index<2> i) restrict(amp) {
    t2.set(i, uint_2(i[0] * 1000u, i[1] * 10000u));
  });
  std::vector<uint_2> b2(8 * 16);
  copy(t2, b2.begin());
  for (int y = 0; y < 8; ++y)
    for (int x = 0; x < 16; ++x) {
      unsigned want = x * 10000u > 65535u ? 65535u : x * 10000u;
      GT_CHECK(r, b2[y * 16 + x] == uint_2(y * 1000u, want));
    }
  GT_CHECK(r, t2.get_data_length() == 8u * 16u * 4u);

  // 8-bit unorm through a functor's reference member; raw bytes back.
  texture<unorm, 2> t3(16, 16, 8u);
  parallel_for_each(t3.extent, fill_levels(t3));
  std::vector<unsigned char> raw(256);
  copy(t3, raw.data(), 256u);
  for (int i = 0; i < 256; ++i)
    GT_CHECK(r, raw[i] == i);

  // 3-D 16-bit norm_2 from packed bytes, read through texture_view<const>
  // and rewritten as float_2 through a writeonly_texture_view.
  const int d = 4;
  std::vector<short> packed(d * d * d * 2);
  for (int i = 0; i < d * d * d; ++i) {
    packed[2 * i] = short(i * 500 - 16000);
    packed[2 * i + 1] = short(-32768);
  }
  texture<norm_2, 3> t4(d, d, d, packed.data(),
                        unsigned(packed.size() * sizeof(short)), 16u);
  texture<float_2, 3> o4(d, d, d);
  texture_view<const norm_2, 3> v4(t4);
  writeonly_texture_view<float_2, 3> w4(o4);
  parallel_for_each(o4.extent, [=](index<3> i) restrict(amp) {
    w4.set(i, float_2(v4[i]));
  });
  std::vector<float_2> b4(d * d * d);
  copy(o4, b4.begin());
  for (int i = 0; i < d * d * d; ++i) {
    GT_CHECK(r, gt::close(b4[i].x, (i * 500 - 16000) / 32767.0f));
    GT_CHECK(r, b4[i].y == -1.0f);
  }

  // 16-bit float (half) texture: copy between textures, read-write view.
  std::vector<float> hv(64);
  for (int i = 0; i < 64; ++i)
    hv[i] = 0.25f * i - 4.0f;
  texture<float, 1> h1(64, 16u);
  copy(hv.begin(), hv.end(), h1);
  texture<float, 1> h2(64, 16u);
  h1.copy_to(h2);
  texture_view<float, 1> hv2(h2);
  parallel_for_each(h2.extent, [=](index<1> i) restrict(amp) {
    hv2.set(i, hv2[i] * 2.0f);
  });
  std::vector<float> hb(64);
  copy(h2, hb.begin());
  for (int i = 0; i < 64; ++i)
    GT_CHECK(r, hb[i] == 2.0f * hv[i]);

  // A deep copy is independent of the original.
  texture<int, 1> c1(t1);
  parallel_for_each(c1.extent, [&c1](index<1> i) restrict(amp) {
    c1.set(i, 0);
  });
  copy(t1, back.begin());
  GT_CHECK(r, back == vals);
  return r.finish("graphics/texture_rw");
}
