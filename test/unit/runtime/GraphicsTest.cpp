//===- GraphicsTest.cpp - short vectors, norm/unorm, textures, direct3d ---===//
#include "RuntimeTestFixture.h"

#include <amp2hip/amp_graphics.h>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numeric>
#include <type_traits>
#include <vector>

namespace {

using namespace Concurrency;
using namespace Concurrency::graphics;
using Concurrency::index;

// Layouts C++ AMP buffers rely on.
static_assert(sizeof(int_3) == 12 && sizeof(float_4) == 16 &&
                  sizeof(double_3) == 24 && sizeof(unorm_2) == 8 &&
                  sizeof(norm) == 4,
              "");
// Trivial, so that tile_static arrays of them compile with hipcc.
static_assert(std::is_trivial_v<float_4> && std::is_trivial_v<norm_3>, "");
// Conversions between vector types are explicit; from the scalar type
// implicit (C++ AMP declares float_2(float) without explicit).
static_assert(!std::is_convertible_v<float_2, int_2> &&
                  std::is_constructible_v<int_2, float_2>,
              "");
static_assert(std::is_convertible_v<int, int_2> &&
                  std::is_convertible_v<float, float_3>,
              "");
static_assert(!std::is_convertible_v<float, norm> &&
                  std::is_convertible_v<unorm, norm> &&
                  !std::is_convertible_v<norm, unorm>,
              "");
static_assert(std::is_same_v<short_vector<float, 1>::type, float> &&
                  std::is_same_v<short_vector<unorm, 4>::type, unorm_4>,
              "");
static_assert(short_vector_traits<uint_3>::size == 3 &&
                  std::is_same_v<short_vector_traits<norm_2>::value_type, norm>,
              "");
static_assert(std::is_same_v<graphics::direct3d::float4, float_4>, "");
// Bitwise operators only for integer vectors.
template <class V, class = void> struct has_xor : std::false_type {};
template <class V>
struct has_xor<V, std::void_t<decltype(std::declval<V>() ^ std::declval<V>())>>
    : std::true_type {};
static_assert(has_xor<uint_4>::value && !has_xor<float_4>::value, "");

TEST(Norm, ClampsOnEveryEntry) {
  EXPECT_EQ(float(unorm(1.5f)), 1.0f);
  EXPECT_EQ(float(unorm(-0.5f)), 0.0f);
  EXPECT_EQ(float(unorm(0.25f)), 0.25f);
  EXPECT_EQ(float(norm(-7)), -1.0f);
  EXPECT_EQ(float(norm(3u)), 1.0f);
  EXPECT_EQ(float(norm(-0.5)), -0.5f);
  EXPECT_EQ(float(norm(std::numeric_limits<float>::infinity())), 1.0f);
  EXPECT_EQ(float(unorm(-std::numeric_limits<float>::infinity())), 0.0f);
  EXPECT_EQ(float(norm(std::nanf(""))), 0.0f);
  EXPECT_EQ(float(unorm()), 0.0f); // value-initialized
  EXPECT_EQ(float(unorm(norm(-0.5f))), 0.0f);
  norm n = unorm(0.75f);
  EXPECT_EQ(float(n), 0.75f);
}

TEST(Norm, ArithmeticStaysInRange) {
  unorm a(0.75f), b(0.5f);
  EXPECT_EQ(float(a + b), 1.0f);
  EXPECT_EQ(float(b - a), 0.0f);
  EXPECT_EQ(float(a * b), 0.375f);
  norm c(-0.75f);
  EXPECT_EQ(float(c - norm(0.5f)), -1.0f);
  EXPECT_EQ(float(-c), 0.75f);
  c += norm(1.0f);
  EXPECT_EQ(float(c), 0.25f);
  ++c;
  EXPECT_EQ(float(c), 1.0f);
  // With float operands the result is a float.
  static_assert(std::is_same_v<decltype(a * 4.0f), float>, "");
  EXPECT_EQ(a * 4.0f, 3.0f);
  EXPECT_TRUE(a > b && b < a && a != b && a == unorm(0.75f));
  EXPECT_EQ(float(UNORM_MAX), 1.0f);
  EXPECT_EQ(float(NORM_MIN), -1.0f);
}

TEST(ShortVector, ConstructorsAndComponents) {
  int_3 a(1, 2, 3);
  EXPECT_EQ(a.x, 1);
  EXPECT_EQ(a.g, 2);
  EXPECT_EQ(a.get_z(), 3);
  a.set_r(7);
  a.ref_y() = 8;
  a.b = 9;
  EXPECT_EQ(a, int_3(7, 8, 9));
  EXPECT_EQ(int_4(5), int_4(5, 5, 5, 5));
  EXPECT_EQ(float_2(), float_2(0.0f, 0.0f));
  float_4 f{};
  EXPECT_EQ(f, float_4(0.0f));
  // Explicit conversions, per component.
  EXPECT_EQ(int_2(float_2(1.75f, -2.5f)), int_2(1, -2));
  unorm_2 u(float_2(2.0f, 0.5f));
  EXPECT_EQ(float(u.x), 1.0f);
  EXPECT_EQ(float(u.y), 0.5f);
  norm_3 n(1.5f, -2.0f, 0.25f);
  EXPECT_EQ(float_3(n), float_3(1.0f, -1.0f, 0.25f));
  EXPECT_EQ(uint_2(int_2(3, 4)), uint_2(3u, 4u));
}

TEST(ShortVector, Swizzles) {
  float_4 v(1.0f, 2.0f, 3.0f, 4.0f);
  EXPECT_EQ(v.get_yx(), float_2(2.0f, 1.0f));
  EXPECT_EQ(v.get_wzx(), float_3(4.0f, 3.0f, 1.0f));
  EXPECT_EQ(v.get_abgr(), float_4(4.0f, 3.0f, 2.0f, 1.0f));
  v.set_zx(float_2(10.0f, 20.0f));
  EXPECT_EQ(v, float_4(20.0f, 2.0f, 10.0f, 4.0f));
  v.set_wzyx(v);
  EXPECT_EQ(v, float_4(4.0f, 10.0f, 2.0f, 20.0f));
  int_3 i(1, 2, 3);
  i.set_bgr(int_3(4, 5, 6));
  EXPECT_EQ(i, int_3(6, 5, 4));
  EXPECT_EQ(i.get_zy(), int_2(4, 5));
}

TEST(ShortVector, Operators) {
  int_2 a(7, -9), b(2, 4);
  EXPECT_EQ(a + b, int_2(9, -5));
  EXPECT_EQ(a - b, int_2(5, -13));
  EXPECT_EQ(a * b, int_2(14, -36));
  EXPECT_EQ(a / b, int_2(3, -2));
  EXPECT_EQ(a % b, int_2(1, -1));
  EXPECT_EQ(-a, int_2(-7, 9));
  uint_2 u(0xf0u, 3u), m(0x3cu, 1u);
  EXPECT_EQ(u & m, uint_2(0x30u, 1u));
  EXPECT_EQ(u | m, uint_2(0xfcu, 3u));
  EXPECT_EQ(u ^ m, uint_2(0xccu, 2u));
  EXPECT_EQ(uint_2(1u, 2u) << uint_2(3u, 1u), uint_2(8u, 4u));
  EXPECT_EQ(uint_2(16u, 2u) >> uint_2(3u, 1u), uint_2(2u, 1u));
  EXPECT_EQ(~uint_2(0u, 1u), uint_2(~0u, ~1u));
  int_2 c = a;
  EXPECT_EQ(c++, a);
  EXPECT_EQ(c, int_2(8, -8));
  EXPECT_EQ(--c, a);
  c *= b;
  EXPECT_EQ(c, int_2(14, -36));
  unorm_2 p(0.75f, 0.5f);
  EXPECT_EQ(float_2(p + p), float_2(1.0f, 1.0f));
  EXPECT_TRUE(float_3(1.0f, 2.0f, 3.0f) != float_3(1.0f, 2.0f, 4.0f));
}

// Which mixed forms are well-formed follows from the constructors, as in
// Microsoft's headers: a scalar converts implicitly to int/uint/float/double
// vectors (so it may stand on either side of an operator), but norm_N(float)
// is explicit, so `unorm_2 * 0.5f` does not compile there either.
template <class A, class B, class = void> struct has_mul : std::false_type {};
template <class A, class B>
struct has_mul<A, B,
               std::void_t<decltype(std::declval<A>() * std::declval<B>())>>
    : std::true_type {};
template <class V, class = void> struct has_neg : std::false_type {};
template <class V>
struct has_neg<V, std::void_t<decltype(-std::declval<V>())>> : std::true_type {
};
template <class V, class = void> struct has_shl : std::false_type {};
template <class V>
struct has_shl<V, std::void_t<decltype(std::declval<V>() << 1)>>
    : std::true_type {};
static_assert(
    has_mul<float, float_3>::value && has_mul<float_3, float>::value &&
        has_mul<int, double_2>::value && has_mul<unsigned, uint_4>::value &&
        has_mul<unorm, unorm_2>::value && !has_mul<float, unorm_2>::value &&
        !has_mul<norm_3, float>::value && !has_mul<float_2, float_3>::value &&
        !has_mul<float_2, int_2>::value,
    "");
static_assert(has_neg<int_2>::value && has_neg<norm_4>::value &&
                  has_neg<double_3>::value && !has_neg<unorm_2>::value,
              "");
static_assert(has_shl<int_3>::value && has_shl<uint_2>::value &&
                  !has_shl<float_2>::value && !has_shl<norm_2>::value,
              "");

TEST(ShortVector, ScalarOnEitherSide) {
  float_3 p(1.0f, 2.0f, 4.0f);
  float k = 3.0f, len = 2.0f;
  EXPECT_EQ(2.0f * p, float_3(2.0f, 4.0f, 8.0f));
  EXPECT_EQ(p / len, float_3(0.5f, 1.0f, 2.0f));
  EXPECT_EQ(-k * p, float_3(-3.0f, -6.0f, -12.0f));
  EXPECT_EQ(8.0f / p, float_3(8.0f, 4.0f, 2.0f));
  EXPECT_EQ(1.0f - p, float_3(0.0f, -1.0f, -3.0f));
  EXPECT_EQ(p * 2, float_3(2.0f, 4.0f, 8.0f)); // int converts to float
  EXPECT_TRUE(p == float_3(1.0f, 2.0f, 4.0f) && p != 1.0f);
  EXPECT_EQ(0.5 * double_2(2.0, 4.0), double_2(1.0, 2.0));
  EXPECT_EQ(10 - int_2(3, -4), int_2(7, 14));
  EXPECT_EQ(int_2(7, -9) % 4, int_2(3, -1));
  EXPECT_EQ(3 & int_3(12, 10, -8), int_3(0, 2, 0));
  EXPECT_EQ(int_3(12, 10, -8) >> 1, int_3(6, 5, -4));
  EXPECT_EQ(uint_2(0xf0u, 0x0fu) ^ 0xffu, uint_2(0x0fu, 0xf0u));
  p += 1.0f;
  p *= 2.0f;
  EXPECT_EQ(p, float_3(4.0f, 6.0f, 10.0f));
  uint_4 u(1u, 2u, 3u, 12u);
  u %= 5u;
  u <<= 1u;
  u |= 1u;
  EXPECT_EQ(u, uint_4(3u, 5u, 7u, 5u));
  unorm_2 h = unorm(0.5f) * unorm_2(0.75f, 1.0f);
  EXPECT_EQ(float(h.x), 0.375f);
  EXPECT_EQ(float(h.y), 0.5f);
  norm_2 n = norm_2(0.75f, -0.75f) / norm(0.5f); // clamped per component
  EXPECT_EQ(float(n.x), 1.0f);
  EXPECT_EQ(float(n.y), -1.0f);
}

TEST(Direct3d, Intrinsics) {
  using namespace Concurrency::direct3d;
  EXPECT_EQ(firstbithigh(1), 0);
  EXPECT_EQ(firstbithigh(0x00f0), 7);
  EXPECT_EQ(firstbithigh(0), -1);
  EXPECT_EQ(firstbithigh(-1), -1);
  EXPECT_EQ(firstbithigh(-2), 0);   // ...1110: the first clear bit
  EXPECT_EQ(firstbithigh(-256), 7); // ...1 0000 0000
  EXPECT_EQ(firstbitlow(0), -1);
  EXPECT_EQ(firstbitlow(12), 2);
  EXPECT_EQ(firstbitlow(int(0x80000000u)), 31);
  EXPECT_EQ(countbits(0xf0f0u), 8u);
  EXPECT_EQ(reversebits(1u), 0x80000000u);
  EXPECT_EQ(reversebits(0x0000ff01u), 0x80ff0000u);
  EXPECT_EQ(saturate(1.5f), 1.0f);
  EXPECT_EQ(saturate(-0.5f), 0.0f);
  EXPECT_EQ(saturate(std::nanf("")), 0.0f);
  EXPECT_EQ(clamp(5, 0, 3), 3);
  EXPECT_EQ(clamp(-2.0f, -1.0f, 1.0f), -1.0f);
  EXPECT_EQ(sign(-4), -1);
  EXPECT_EQ(sign(0), 0);
  EXPECT_EQ(step(0.5f, 0.5f), 1.0f);
  EXPECT_EQ(step(0.5f, 0.25f), 0.0f);
  EXPECT_EQ(smoothstep(0.0f, 2.0f, 1.0f), 0.5f);
  EXPECT_EQ(smoothstep(0.0f, 2.0f, 3.0f), 1.0f);
  EXPECT_FLOAT_EQ(radians(180.0f), 3.14159265f);
  EXPECT_EQ(rcp(4.0f), 0.25f);
  EXPECT_EQ(mad(2, 3, 4), 10);
  EXPECT_EQ(imax(-3, 2), 2);
  EXPECT_EQ(umin(3u, 7u), 3u);
  EXPECT_EQ(Concurrency::direct3d::abs(-5), 5);
  for (int i = -4; i <= 4; ++i)
    EXPECT_EQ(noise(float(i)), 0.0f);
  for (float x = -3.0f; x < 3.0f; x += 0.125f) {
    EXPECT_LE(std::fabs(noise(x)), 1.0f);
    EXPECT_EQ(noise(x), noise(x)); // deterministic
  }
}

TEST(Texel, PackedFormats) {
  using namespace Concurrency::graphics::detail;
  unsigned char b[16] = {};
  texel_codec<unorm_4>::store(b, 8, unorm_4(0.0f, 1.0f, 0.5f, 0.2f));
  EXPECT_EQ(b[0], 0);
  EXPECT_EQ(b[1], 255);
  EXPECT_EQ(b[2], 128);
  EXPECT_EQ(b[3], 51);
  unorm_4 u = texel_codec<unorm_4>::load(b, 8);
  EXPECT_FLOAT_EQ(float(u.z), 128.0f / 255.0f);
  texel_codec<norm>::store(b, 16, norm(-1.0f));
  EXPECT_EQ(b[0] | b[1] << 8, 0x8001); // -32767
  b[0] = 0x00;
  b[1] = 0x80; // -32768 also reads -1
  EXPECT_EQ(float(texel_codec<norm>::load(b, 16)), -1.0f);
  texel_codec<int_2>::store(b, 8, int_2(300, -200)); // saturates
  EXPECT_EQ(texel_codec<int_2>::load(b, 8), int_2(127, -128));
  texel_codec<uint>::store(b, 16, 70000u);
  EXPECT_EQ(texel_codec<uint>::load(b, 16), 65535u);
  for (float f : {0.0f, 1.0f, -2.5f, 65504.0f, 6.1035156e-05f, 5.9604645e-08f,
                  0.33325195f}) {
    texel_codec<float>::store(b, 16, f);
    EXPECT_EQ(texel_codec<float>::load(b, 16), f) << f;
  }
  texel_codec<float>::store(b, 16, 1.0e6f);
  EXPECT_TRUE(std::isinf(texel_codec<float>::load(b, 16)));
  texel_codec<float>::store(b, 16, 1.0f + 1.0f / 4096); // ties to even
  EXPECT_EQ(texel_codec<float>::load(b, 16), 1.0f);
}

TEST(Sampling, AddressModes) {
  using Concurrency::graphics::detail::address_index;
  const int n = 4;
  const int idx[] = {-5, -1, 0, 3, 4, 9};
  const int wrap[] = {3, 3, 0, 3, 0, 1};
  const int mirror[] = {3, 0, 0, 3, 3, 1};
  const int clamp_[] = {0, 0, 0, 3, 3, 3};
  const int border[] = {-1, -1, 0, 3, -1, -1};
  for (int k = 0; k < 6; ++k) {
    EXPECT_EQ(address_index(idx[k], n, address_wrap), wrap[k]) << idx[k];
    EXPECT_EQ(address_index(idx[k], n, address_mirror), mirror[k]) << idx[k];
    EXPECT_EQ(address_index(idx[k], n, address_clamp), clamp_[k]) << idx[k];
    EXPECT_EQ(address_index(idx[k], n, address_border), border[k]) << idx[k];
  }
  sampler s;
  EXPECT_EQ(s.get_filter_mode(), filter_linear);
  EXPECT_EQ(s.address_mode, address_clamp);
  EXPECT_EQ(s.get_border_color(), float_4(0.0f));
}

class Texture : public amp2hip_test::RuntimeTest {};

TEST_F(Texture, ReadWriteCopyInKernels) {
  std::vector<int> v(12);
  std::iota(v.begin(), v.end(), 0);
  texture<int, 2> t(3, 4, v.begin(), v.end());
  EXPECT_EQ(t.get_extent(), extent<2>(3, 4));
  EXPECT_EQ(t.get_bits_per_scalar_element(), 32u);
  EXPECT_EQ(t.get_data_length(), 48u);
  texture<int, 2> out(3, 4);
  auto tr = amp2hip::capture(t);
  auto outr = amp2hip::capture(out);
  parallel_for_each(t.extent, [=](index<2> i) __device__ {
    outr.set(i, tr[i] * 10 + tr(i[0], i[1]) - tr.get(i));
  });
  std::vector<int> r(12);
  copy(out, r.begin());
  for (int i = 0; i < 12; ++i)
    EXPECT_EQ(r[i], 10 * i);
}

TEST_F(Texture, PackedBytesAndViews) {
  // 8-bit unorm_4 from packed bytes, read through a read-only view.
  std::vector<unsigned char> bytes = {0, 255, 51, 102, 255, 0, 204, 153};
  texture<unorm_4, 1> t(2, bytes.data(), unsigned(bytes.size()), 8u);
  EXPECT_EQ(t.get_data_length(), 8u);
  texture<float_4, 1> out(2);
  texture_view<const unorm_4, 1> tv(t);
  writeonly_texture_view<float_4, 1> ov(out);
  parallel_for_each(extent<1>(2),
                    [=](index<1> i) __device__ { ov.set(i, float_4(tv[i])); });
  std::vector<float_4> r(2);
  copy(out, r.begin());
  EXPECT_EQ(r[0], float_4(0.0f, 1.0f, 0.2f, 0.4f));
  EXPECT_EQ(r[1], float_4(1.0f, 0.0f, 0.8f, 0.6f));
  std::vector<unsigned char> back(8);
  copy(t, back.data(), 8u);
  EXPECT_EQ(back, bytes);
  EXPECT_THROW((texture<unorm, 1>(4, 32u)), runtime_exception);
  EXPECT_THROW(copy(t, back.data(), 4u), runtime_exception);
}

TEST_F(Texture, SamplePointAndLinear) {
  // A 2 x 4 float texture: row r, column c holds 10 r + c.
  std::vector<float> v = {0, 1, 2, 3, 10, 11, 12, 13};
  texture<float, 2> t(2, 4, v.begin(), v.end());
  texture_view<const float, 2> tv(t);
  const float_2 coords[] = {
      {0.125f, 0.25f}, {0.25f, 0.5f}, {1.125f, 0.25f}, {-0.125f, 0.75f}};
  std::vector<float> out(16);
  array_view<float, 1> o(16, out);
  sampler point(filter_point, address_wrap);
  sampler lin_clamp(filter_linear, address_clamp);
  sampler lin_mirror(filter_linear, address_mirror);
  sampler lin_border(filter_linear, address_border, float_4(100.0f));
  parallel_for_each(extent<1>(4), [=](index<1> i) __device__ {
    const float_2 c = coords[i[0]];
    o[i[0] * 4 + 0] = tv.sample(point, c);
    o[i[0] * 4 + 1] = tv.sample(lin_clamp, c);
    o[i[0] * 4 + 2] = tv.sample(lin_mirror, c);
    o[i[0] * 4 + 3] = tv.sample(lin_border, c);
  });
  // (0.125, 0.25): texel centre (0, 0).
  EXPECT_EQ(o[0], 0.0f);
  EXPECT_EQ(o[1], 0.0f);
  // (0.25, 0.5): between columns 0, 1 and rows 0, 1 equally.
  EXPECT_EQ(o[4], 11.0f);
  EXPECT_FLOAT_EQ(o[5], 5.5f);
  EXPECT_FLOAT_EQ(o[6], 5.5f);
  // (1.125, 0.25): wraps to column 0 for point; clamps to column 3.
  EXPECT_EQ(o[8], 0.0f);
  EXPECT_FLOAT_EQ(o[9], 3.0f);
  EXPECT_FLOAT_EQ(o[10], 3.0f); // mirror: column 4 reads column 3
  EXPECT_FLOAT_EQ(o[11], 100.0f);
  // (-0.125, 0.75): wraps to column 3, row 1; linear border mixes.
  EXPECT_EQ(o[12], 13.0f);
  EXPECT_FLOAT_EQ(o[13], 10.0f);
  EXPECT_FLOAT_EQ(o[14], 10.0f);
  EXPECT_FLOAT_EQ(o[15], 100.0f);
}

TEST_F(Texture, Gather) {
  std::vector<float_2> v;
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 2; ++c)
      v.push_back(float_2(float(10 * r + c), float(-10 * r - c)));
  texture<float_2, 2> t(2, 2, v.begin(), v.end());
  texture_view<const float_2, 2> tv(t);
  std::vector<float_4> out(2);
  array_view<float_4, 1> o(2, out);
  parallel_for_each(extent<1>(1), [=](index<1>) __device__ {
    o[0] = tv.gather_red(sampler(), float_2(0.5f, 0.5f));
    o[1] = tv.gather_green<address_clamp>(float_2(0.5f, 0.5f));
  });
  EXPECT_EQ(o[0], float_4(10.0f, 11.0f, 1.0f, 0.0f));
  EXPECT_EQ(o[1], float_4(-10.0f, -11.0f, -1.0f, 0.0f));
}

} // namespace
