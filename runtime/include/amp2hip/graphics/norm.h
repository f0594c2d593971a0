//===- amp2hip/graphics/norm.h - Concurrency::graphics::norm and unorm ----===//
//
// norm and unorm are floats clamped to [-1, 1] and [0, 1]. Every value that
// enters one (a constructor, an operator's result) is clamped; +/-infinity
// clamps to the bound, NaN becomes 0 (C++ AMP leaves NaN undefined).
//
// The default constructor is trivial (C++ AMP's sets 0): hipcc accepts only
// empty constructors on __shared__ (tile_static) variables, in both compile
// passes. `norm()`/`norm{}` still give 0; `norm n;` is uninitialized.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_GRAPHICS_NORM_H
#define AMP2HIP_GRAPHICS_NORM_H

#include <amp2hip/platform.h>

namespace Concurrency {
namespace graphics {

class norm;
class unorm;

namespace detail {
/// x clamped to [lo, hi]; NaN gives 0 (every comparison with NaN is false).
AMP2HIP_HD inline float clamp_or_zero(float x, float lo, float hi) {
  if (x >= lo && x <= hi)
    return x;
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return 0.0f;
}
} // namespace detail

/// A float in [0, 1].
class unorm {
public:
  unorm() = default;
  AMP2HIP_HD explicit unorm(float v) : v_(clamp(v)) {}
  AMP2HIP_HD explicit unorm(unsigned int v) : v_(clamp(float(v))) {}
  AMP2HIP_HD explicit unorm(int v) : v_(clamp(float(v))) {}
  AMP2HIP_HD explicit unorm(double v) : v_(clamp(float(v))) {}
  AMP2HIP_HD explicit unorm(const norm &v);

  AMP2HIP_HD operator float() const { return v_; }

  AMP2HIP_HD unorm &operator+=(const unorm &o) { return set(v_ + o.v_); }
  AMP2HIP_HD unorm &operator-=(const unorm &o) { return set(v_ - o.v_); }
  AMP2HIP_HD unorm &operator*=(const unorm &o) { return set(v_ * o.v_); }
  AMP2HIP_HD unorm &operator/=(const unorm &o) { return set(v_ / o.v_); }
  AMP2HIP_HD unorm &operator++() { return set(v_ + 1.0f); }
  AMP2HIP_HD unorm operator++(int) {
    unorm old = *this;
    ++*this;
    return old;
  }
  AMP2HIP_HD unorm &operator--() { return set(v_ - 1.0f); }
  AMP2HIP_HD unorm operator--(int) {
    unorm old = *this;
    --*this;
    return old;
  }

private:
  AMP2HIP_HD static float clamp(float v) {
    return detail::clamp_or_zero(v, 0.0f, 1.0f);
  }
  AMP2HIP_HD unorm &set(float v) {
    v_ = clamp(v);
    return *this;
  }
  float v_;
};

/// A float in [-1, 1].
class norm {
public:
  norm() = default;
  AMP2HIP_HD explicit norm(float v) : v_(clamp(v)) {}
  AMP2HIP_HD explicit norm(unsigned int v) : v_(clamp(float(v))) {}
  AMP2HIP_HD explicit norm(int v) : v_(clamp(float(v))) {}
  AMP2HIP_HD explicit norm(double v) : v_(clamp(float(v))) {}
  /// Every unorm is a norm: implicit, no clamping needed.
  AMP2HIP_HD norm(const unorm &v) : v_(float(v)) {}

  AMP2HIP_HD operator float() const { return v_; }

  AMP2HIP_HD norm operator-() const { return norm(-v_); }
  AMP2HIP_HD norm &operator+=(const norm &o) { return set(v_ + o.v_); }
  AMP2HIP_HD norm &operator-=(const norm &o) { return set(v_ - o.v_); }
  AMP2HIP_HD norm &operator*=(const norm &o) { return set(v_ * o.v_); }
  AMP2HIP_HD norm &operator/=(const norm &o) { return set(v_ / o.v_); }
  AMP2HIP_HD norm &operator++() { return set(v_ + 1.0f); }
  AMP2HIP_HD norm operator++(int) {
    norm old = *this;
    ++*this;
    return old;
  }
  AMP2HIP_HD norm &operator--() { return set(v_ - 1.0f); }
  AMP2HIP_HD norm operator--(int) {
    norm old = *this;
    --*this;
    return old;
  }

private:
  AMP2HIP_HD static float clamp(float v) {
    return detail::clamp_or_zero(v, -1.0f, 1.0f);
  }
  AMP2HIP_HD norm &set(float v) {
    v_ = clamp(v);
    return *this;
  }
  float v_;
};

AMP2HIP_HD inline unorm::unorm(const norm &v) : v_(clamp(float(v))) {}

// Arithmetic between two values of one type gives that type (clamped);
// with float or int operands the values convert to float.
#define AMP2HIP_NORM_OPS(T)                                                    \
  AMP2HIP_HD inline T operator+(const T &a, const T &b) {                      \
    return T(float(a) + float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline T operator-(const T &a, const T &b) {                      \
    return T(float(a) - float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline T operator*(const T &a, const T &b) {                      \
    return T(float(a) * float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline T operator/(const T &a, const T &b) {                      \
    return T(float(a) / float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline bool operator==(const T &a, const T &b) {                  \
    return float(a) == float(b);                                               \
  }                                                                            \
  AMP2HIP_HD inline bool operator!=(const T &a, const T &b) {                  \
    return float(a) != float(b);                                               \
  }                                                                            \
  AMP2HIP_HD inline bool operator<(const T &a, const T &b) {                   \
    return float(a) < float(b);                                                \
  }                                                                            \
  AMP2HIP_HD inline bool operator>(const T &a, const T &b) {                   \
    return float(a) > float(b);                                                \
  }                                                                            \
  AMP2HIP_HD inline bool operator<=(const T &a, const T &b) {                  \
    return float(a) <= float(b);                                               \
  }                                                                            \
  AMP2HIP_HD inline bool operator>=(const T &a, const T &b) {                  \
    return float(a) >= float(b);                                               \
  }
AMP2HIP_NORM_OPS(unorm)
AMP2HIP_NORM_OPS(norm)
#undef AMP2HIP_NORM_OPS

} // namespace graphics
} // namespace Concurrency

#define UNORM_ZERO ((Concurrency::graphics::unorm)0.0f)
#define UNORM_MIN ((Concurrency::graphics::unorm)0.0f)
#define UNORM_MAX ((Concurrency::graphics::unorm)1.0f)
#define NORM_ZERO ((Concurrency::graphics::norm)0.0f)
#define NORM_MIN ((Concurrency::graphics::norm)-1.0f)
#define NORM_MAX ((Concurrency::graphics::norm)1.0f)

#endif // AMP2HIP_GRAPHICS_NORM_H
