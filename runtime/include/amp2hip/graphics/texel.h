//===- amp2hip/graphics/texel.h - Packed texel formats --------------------===//
//
// A texture stores its texels packed as C++ AMP (Direct3D) does: C
// components of `bits` bits each (8, 16 or 32), little endian, no padding.
// texel_codec<T> reads and writes one texel of value type T at a byte
// address:
//
//   int, uint   8/16/32-bit integers; reads sign- or zero-extend, writes
//               saturate to the format's range (Direct3D's integer rules)
//   float       32-bit, or 16-bit half (round to nearest even)
//   unorm       8/16-bit: raw / (2^bits - 1); writes round to nearest
//   norm        8/16-bit: raw / (2^(bits-1) - 1), the most negative raw
//               value reading as -1 too; writes round to nearest
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_GRAPHICS_TEXEL_H
#define AMP2HIP_GRAPHICS_TEXEL_H

#include <amp2hip/graphics/short_vector.h>
#include <amp2hip/platform.h>

#include <cstdint>
#include <type_traits>

namespace Concurrency {
namespace graphics {
namespace detail {

/// Bit copies between float and its representation (no <cstring>: it would
/// bring ::index into C++ AMP programs).
AMP2HIP_HD inline std::uint32_t float_bits(float f) {
  union {
    float f;
    std::uint32_t u;
  } v;
  v.f = f;
  return v.u;
}
AMP2HIP_HD inline float bits_float(std::uint32_t u) {
  union {
    float f;
    std::uint32_t u;
  } v;
  v.u = u;
  return v.f;
}

/// IEEE half to float (subnormals, infinities and NaN included).
AMP2HIP_HD inline float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = std::uint32_t(h & 0x8000u) << 16;
  std::uint32_t exp = (h >> 10) & 0x1fu;
  std::uint32_t man = h & 0x3ffu;
  if (exp == 0x1f)
    return bits_float(sign | 0x7f800000u | (man << 13));
  if (exp == 0) {
    if (man == 0)
      return bits_float(sign);
    // Subnormal: normalise.
    exp = 127 - 15 + 1;
    while (!(man & 0x400u)) {
      man <<= 1;
      --exp;
    }
    man &= 0x3ffu;
    return bits_float(sign | (exp << 23) | (man << 13));
  }
  return bits_float(sign | ((exp + 127 - 15) << 23) | (man << 13));
}

/// float to IEEE half, rounding to nearest even; overflow gives infinity.
AMP2HIP_HD inline std::uint16_t float_to_half(float f) {
  const std::uint32_t u = float_bits(f);
  const std::uint16_t sign = std::uint16_t((u >> 16) & 0x8000u);
  const std::uint32_t exp = (u >> 23) & 0xffu;
  std::uint32_t man = u & 0x7fffffu;
  if (exp == 0xff)
    return std::uint16_t(sign | 0x7c00u | (man ? 0x200u : 0u));
  const int e = int(exp) - 127 + 15;
  if (e >= 0x1f)
    return std::uint16_t(sign | 0x7c00u);
  if (e <= 0) {
    if (e < -10)
      return sign;
    man |= 0x800000u;
    const int shift = 14 - e;
    std::uint32_t h = man >> shift;
    const std::uint32_t rest = man & ((1u << shift) - 1);
    const std::uint32_t half = 1u << (shift - 1);
    if (rest > half || (rest == half && (h & 1u)))
      ++h;
    return std::uint16_t(sign | h);
  }
  std::uint32_t h = (std::uint32_t(e) << 10) | (man >> 13);
  const std::uint32_t rest = man & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
    ++h; // may carry into the exponent, up to infinity: still correct
  return std::uint16_t(sign | h);
}

/// Round to nearest, halves away from zero.
AMP2HIP_HD inline float round_nearest(float x) {
  return x >= 0.0f ? float(std::int64_t(x + 0.5f))
                   : -float(std::int64_t(0.5f - x));
}

/// Raw little-endian component access.
AMP2HIP_HD inline std::uint32_t load_raw(const unsigned char *p,
                                         unsigned bits) {
  switch (bits) {
  case 8:
    return p[0];
  case 16:
    return *reinterpret_cast<const std::uint16_t *>(p);
  default:
    return *reinterpret_cast<const std::uint32_t *>(p);
  }
}
AMP2HIP_HD inline void store_raw(unsigned char *p, unsigned bits,
                                 std::uint32_t v) {
  switch (bits) {
  case 8:
    p[0] = static_cast<unsigned char>(v);
    break;
  case 16:
    *reinterpret_cast<std::uint16_t *>(p) = static_cast<std::uint16_t>(v);
    break;
  default:
    *reinterpret_cast<std::uint32_t *>(p) = v;
    break;
  }
}

/// One scalar component of scalar type S.
template <class S> struct scalar_codec;

template <> struct scalar_codec<int> {
  AMP2HIP_HD static int decode(std::uint32_t raw, unsigned bits) {
    if (bits == 8)
      return static_cast<std::int8_t>(raw);
    if (bits == 16)
      return static_cast<std::int16_t>(raw);
    return static_cast<int>(raw);
  }
  AMP2HIP_HD static std::uint32_t encode(int v, unsigned bits) {
    if (bits < 32) {
      const int hi = (1 << (bits - 1)) - 1, lo = -hi - 1;
      v = v < lo ? lo : (v > hi ? hi : v);
    }
    return static_cast<std::uint32_t>(v);
  }
  AMP2HIP_HD static float to_float(int v) { return float(v); }
};
template <> struct scalar_codec<unsigned int> {
  AMP2HIP_HD static unsigned int decode(std::uint32_t raw, unsigned) {
    return raw;
  }
  AMP2HIP_HD static std::uint32_t encode(unsigned int v, unsigned bits) {
    if (bits < 32) {
      const unsigned int hi = (1u << bits) - 1;
      v = v > hi ? hi : v;
    }
    return v;
  }
  AMP2HIP_HD static float to_float(unsigned int v) { return float(v); }
};
template <> struct scalar_codec<float> {
  AMP2HIP_HD static float decode(std::uint32_t raw, unsigned bits) {
    return bits == 16 ? half_to_float(std::uint16_t(raw)) : bits_float(raw);
  }
  AMP2HIP_HD static std::uint32_t encode(float v, unsigned bits) {
    return bits == 16 ? float_to_half(v) : float_bits(v);
  }
  AMP2HIP_HD static float to_float(float v) { return v; }
  AMP2HIP_HD static float from_float(float v) { return v; }
};
template <> struct scalar_codec<unorm> {
  AMP2HIP_HD static unorm decode(std::uint32_t raw, unsigned bits) {
    const float max = bits == 8 ? 255.0f : 65535.0f;
    return unorm(float(raw) / max);
  }
  AMP2HIP_HD static std::uint32_t encode(unorm v, unsigned bits) {
    const float max = bits == 8 ? 255.0f : 65535.0f;
    return static_cast<std::uint32_t>(round_nearest(float(v) * max));
  }
  AMP2HIP_HD static float to_float(unorm v) { return float(v); }
  AMP2HIP_HD static unorm from_float(float v) { return unorm(v); }
};
template <> struct scalar_codec<norm> {
  AMP2HIP_HD static norm decode(std::uint32_t raw, unsigned bits) {
    const int v = bits == 8 ? int(static_cast<std::int8_t>(raw))
                            : int(static_cast<std::int16_t>(raw));
    const float max = bits == 8 ? 127.0f : 32767.0f;
    return norm(float(v) / max); // -128/127 clamps to -1
  }
  AMP2HIP_HD static std::uint32_t encode(norm v, unsigned bits) {
    const float max = bits == 8 ? 127.0f : 32767.0f;
    const int r = static_cast<int>(round_nearest(float(v) * max));
    return static_cast<std::uint32_t>(r) & (bits == 8 ? 0xffu : 0xffffu);
  }
  AMP2HIP_HD static float to_float(norm v) { return float(v); }
  AMP2HIP_HD static norm from_float(float v) { return norm(v); }
};

template <class T> struct texel_traits {
  using scalar = typename short_vector_traits<T>::value_type;
  static constexpr int components = short_vector_traits<T>::size;
  static_assert(!std::is_same<scalar, double>::value,
                "amp2hip: textures of double are not supported");
  /// The float vector a sample of T computes in.
  using float_type = typename short_vector<float, components>::type;
  static constexpr unsigned default_bits =
      std::is_same<scalar, norm>::value || std::is_same<scalar, unorm>::value ? 16 : 32;
  static constexpr bool can_sample = std::is_same<scalar, float>::value ||
                                     std::is_same<scalar, norm>::value ||
                                     std::is_same<scalar, unorm>::value;
  /// Whether `bits` bits per scalar element is a format of T.
  static constexpr bool valid_bits(unsigned bits) {
    if (std::is_same<scalar, norm>::value || std::is_same<scalar, unorm>::value)
      return (bits == 8 || bits == 16) && components != 3;
    if (std::is_same<scalar, float>::value)
      return bits == 32 || (bits == 16 && components != 3);
    return bits == 32 || ((bits == 8 || bits == 16) && components != 3);
  }
};

/// Component access of a scalar or short vector.
template <class T>
AMP2HIP_HD auto &component(T &v, int, std::integral_constant<int, 1>) {
  return v;
}
template <class T, int N>
AMP2HIP_HD auto &component(T &v, int i, std::integral_constant<int, N>) {
  return v[i];
}
template <class T> AMP2HIP_HD auto &component(T &v, int i) {
  return component(
      v, i,
      std::integral_constant<
          int, short_vector_traits<std::remove_const_t<T>>::size>());
}

/// Reads and writes texels of T.
template <class T> struct texel_codec {
  using traits = texel_traits<T>;
  using scalar = typename traits::scalar;
  static constexpr int C = traits::components;

  AMP2HIP_HD static T load(const unsigned char *p, unsigned bits) {
    T v;
    const unsigned step = bits / 8;
    for (int i = 0; i < C; ++i)
      component(v, i) =
          scalar_codec<scalar>::decode(load_raw(p + i * step, bits), bits);
    return v;
  }
  AMP2HIP_HD static void store(unsigned char *p, unsigned bits, const T &v) {
    const unsigned step = bits / 8;
    for (int i = 0; i < C; ++i)
      store_raw(p + i * step, bits,
                scalar_codec<scalar>::encode(component(v, i), bits));
  }
  /// The texel as floats (for filtering).
  AMP2HIP_HD static typename traits::float_type
  load_float(const unsigned char *p, unsigned bits) {
    const T v = load(p, bits);
    typename traits::float_type f;
    for (int i = 0; i < C; ++i)
      component(f, i) = scalar_codec<scalar>::to_float(component(v, i));
    return f;
  }
  AMP2HIP_HD static T from_float(const typename traits::float_type &f) {
    T v;
    for (int i = 0; i < C; ++i)
      component(v, i) = scalar_codec<scalar>::from_float(component(f, i));
    return v;
  }
};

} // namespace detail
} // namespace graphics
} // namespace Concurrency

#endif // AMP2HIP_GRAPHICS_TEXEL_H
