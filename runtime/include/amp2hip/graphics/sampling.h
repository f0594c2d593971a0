//===- amp2hip/graphics/sampling.h - sampler, addressing and filtering ----===//
//
// Concurrency::graphics::sampler and the arithmetic of Direct3D sampling,
// done in software on the texture's packed texels (see docs/graphics.md):
//
//   point    the texel holding u * size (floor)
//   linear   the 2^N texels around u * size - 0.5, weighted by the
//            fractions (fp32 weights; hardware uses 8-bit fractions)
//
// Texel indices outside [0, size) are resolved by the address mode: wrap
// (modulo), mirror (reflected every size texels), clamp (to the edge), or
// border (the sampler's border color instead of a texel).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_GRAPHICS_SAMPLING_H
#define AMP2HIP_GRAPHICS_SAMPLING_H

#include <amp2hip/graphics/short_vector.h>
#include <amp2hip/platform.h>

namespace Concurrency {
namespace graphics {

/// Direct3D's filter values.
enum filter_mode {
  filter_point = 0,
  filter_linear = 0x15,
  filter_unknown = 0xFFFFFFFF
};

/// Direct3D's texture address values.
enum address_mode {
  address_wrap = 1,
  address_mirror = 2,
  address_clamp = 3,
  address_border = 4,
  address_unknown = 0xFFFFFFFF
};

/// How texture_view<const T, N>::sample reads: a value type, captured by
/// value in kernels.
class sampler {
public:
  /// Linear filter, clamped addressing, border (0, 0, 0, 0).
  sampler()
      : filter_mode(filter_linear), address_mode(address_clamp),
        border_color(0.0f, 0.0f, 0.0f, 0.0f) {}
  sampler(graphics::filter_mode filter)
      : filter_mode(filter), address_mode(address_clamp),
        border_color(0.0f, 0.0f, 0.0f, 0.0f) {}
  sampler(graphics::address_mode address,
          float_4 border = float_4(0.0f, 0.0f, 0.0f, 0.0f))
      : filter_mode(filter_linear), address_mode(address),
        border_color(border) {}
  sampler(graphics::filter_mode filter, graphics::address_mode address,
          float_4 border = float_4(0.0f, 0.0f, 0.0f, 0.0f))
      : filter_mode(filter), address_mode(address), border_color(border) {}

  AMP2HIP_HD graphics::filter_mode get_filter_mode() const {
    return filter_mode;
  }
  AMP2HIP_HD graphics::address_mode get_address_mode() const {
    return address_mode;
  }
  AMP2HIP_HD float_4 get_border_color() const { return border_color; }

  // C++ AMP's properties, as data members.
  graphics::filter_mode filter_mode;
  graphics::address_mode address_mode;
  float_4 border_color;
};

namespace detail {

AMP2HIP_HD inline int floor_to_int(float x) {
  int i = static_cast<int>(x);
  return (static_cast<float>(i) > x) ? i - 1 : i;
}

/// Index i resolved into [0, size) by the address mode; -1 for a border
/// texel.
AMP2HIP_HD inline int address_index(int i, int size, address_mode mode) {
  switch (mode) {
  case address_wrap: {
    int m = i % size;
    return m < 0 ? m + size : m;
  }
  case address_mirror: {
    int m = i % (2 * size);
    if (m < 0)
      m += 2 * size;
    return m < size ? m : 2 * size - 1 - m;
  }
  case address_border:
    return i < 0 || i >= size ? -1 : i;
  default: // clamp
    return i < 0 ? 0 : (i >= size ? size - 1 : i);
  }
}

/// The texels a coordinate reads along one dimension: i0 (and i1 = i0 + 1
/// for linear filtering, weighted w1; i0 has 1 - w1), before addressing.
struct footprint {
  int i0;
  float w1;
};
AMP2HIP_HD inline footprint footprint_of(float u, int size, bool linear) {
  footprint f;
  const float t = u * static_cast<float>(size) - (linear ? 0.5f : 0.0f);
  f.i0 = floor_to_int(t);
  f.w1 = linear ? t - static_cast<float>(f.i0) : 0.0f;
  return f;
}

/// The coordinate of AMP dimension d among N from a float, float_2 or
/// float_3 (x is the last dimension, as for index<N> and extent<N>).
template <class V>
AMP2HIP_HD float coord_of(const V &c, int, std::integral_constant<int, 1>) {
  return c;
}
template <class V, int N>
AMP2HIP_HD float coord_of(const V &c, int d, std::integral_constant<int, N>) {
  return c[N - 1 - d];
}
template <int N, class V> AMP2HIP_HD float coord_of(const V &c, int d) {
  return coord_of(c, d, std::integral_constant<int, N>());
}

} // namespace detail
} // namespace graphics
} // namespace Concurrency

#endif // AMP2HIP_GRAPHICS_SAMPLING_H
