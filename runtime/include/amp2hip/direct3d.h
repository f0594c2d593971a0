//===- amp2hip/direct3d.h - Concurrency::direct3d intrinsics --------------===//
//
// The HLSL intrinsics that C++ AMP's <amp.h> declares in namespace
// Concurrency::direct3d, with HLSL's semantics, as __host__ __device__
// functions (C++ AMP declares them restrict(amp); also allowing cpu code
// makes them testable on the host and changes nothing for amp code), and
// direct3d_printf / direct3d_errorf / direct3d_abort on device printf and a
// trap. Direct3D interop (get_device, create_accelerator_view from an
// IUnknown, ...) does not exist without Direct3D.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIRECT3D_H
#define AMP2HIP_DIRECT3D_H

#include <amp2hip/platform.h>

#include <cstdio>
#include <cstdlib>
#include <type_traits>

namespace Concurrency {
namespace direct3d {

// abs, umax and umin are templates: where the platform declares a function
// of the same name and meaning in the global namespace (<cstdlib>'s abs,
// CUDA's umax and umin), an unqualified call after `using namespace
// concurrency::direct3d;` picks that one instead of being ambiguous.
template <class T, std::enable_if_t<std::is_same<T, int>::value, int> = 0>
AMP2HIP_HD T abs(T x) {
  return x < 0 ? -x : x;
}

/// x clamped to [lo, hi], as HLSL's max(lo, min(hi, x)), whose min and max
/// return the operand that is not NaN: NaN gives hi.
AMP2HIP_HD inline float clamp(float x, float lo, float hi) {
  const float m = x < hi ? x : hi;
  return m > lo ? m : lo;
}
AMP2HIP_HD inline int clamp(int x, int lo, int hi) {
  return x < lo ? lo : (x > hi ? hi : x);
}

/// The number of bits set.
AMP2HIP_HD inline unsigned int countbits(unsigned int x) {
  unsigned int n = 0;
  for (; x; x &= x - 1)
    ++n;
  return n;
}

/// The index (from bit 0) of the highest set bit; for a negative x, of the
/// highest clear bit (the first bit that differs from the sign). -1 when
/// there is none (x == 0 or x == -1).
AMP2HIP_HD inline int firstbithigh(int x) {
  unsigned int u = static_cast<unsigned int>(x);
  if (x < 0)
    u = ~u;
  for (int bit = 31; bit >= 0; --bit)
    if (u & (1u << bit))
      return bit;
  return -1;
}

/// The index of the lowest set bit; -1 for 0.
AMP2HIP_HD inline int firstbitlow(int x) {
  unsigned int u = static_cast<unsigned int>(x);
  for (int bit = 0; bit < 32; ++bit)
    if (u & (1u << bit))
      return bit;
  return -1;
}

AMP2HIP_HD inline int imax(int a, int b) { return a > b ? a : b; }
AMP2HIP_HD inline int imin(int a, int b) { return a < b ? a : b; }
template <class A, class B>
using if_integers =
    std::enable_if_t<std::is_integral<A>::value && std::is_integral<B>::value, int>;
template <class A, class B, if_integers<A, B> = 0>
AMP2HIP_HD unsigned int umax(A a, B b) {
  const unsigned int x = a, y = b;
  return x > y ? x : y;
}
template <class A, class B, if_integers<A, B> = 0>
AMP2HIP_HD unsigned int umin(A a, B b) {
  const unsigned int x = a, y = b;
  return x < y ? x : y;
}

AMP2HIP_HD inline float mad(float a, float b, float c) { return a * b + c; }
AMP2HIP_HD inline double mad(double a, double b, double c) { return a * b + c; }
AMP2HIP_HD inline int mad(int a, int b, int c) { return a * b + c; }
AMP2HIP_HD inline unsigned int mad(unsigned int a, unsigned int b,
                                   unsigned int c) {
  return a * b + c;
}

namespace detail {
/// A hashed gradient in [-1, 1] for lattice point i.
AMP2HIP_HD inline float noise_gradient(int i) {
  unsigned int h = static_cast<unsigned int>(i) * 0x27d4eb2du;
  h ^= h >> 15;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  return static_cast<float>(h & 0xffffu) / 32767.5f - 1.0f;
}
} // namespace detail

/// One-dimensional gradient (Perlin) noise in [-1, 1]: 0 at every integer,
/// smooth in between, deterministic. Direct3D's compute shaders have no
/// noise instruction; this one is amp2hip's own (see docs/graphics.md).
AMP2HIP_HD inline float noise(float x) {
  float fl = x >= 0.0f ? static_cast<float>(static_cast<long long>(x))
                       : -static_cast<float>(static_cast<long long>(-x));
  if (fl > x)
    fl -= 1.0f;
  const int i = static_cast<int>(fl);
  const float t = x - fl;
  const float g0 = detail::noise_gradient(i) * t;
  const float g1 = detail::noise_gradient(i + 1) * (t - 1.0f);
  const float s = t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f);
  // Two gradients of at most 1 over a unit interval reach at most 0.5.
  return 2.0f * (g0 + s * (g1 - g0));
}

AMP2HIP_HD inline float radians(float degrees) {
  return degrees * 0.0174532925199432957692f;
}

AMP2HIP_HD inline float rcp(float x) { return 1.0f / x; }

/// The bits of x in reverse order (bit 0 becomes bit 31).
AMP2HIP_HD inline unsigned int reversebits(unsigned int x) {
  unsigned int r = 0;
  for (int bit = 0; bit < 32; ++bit, x >>= 1)
    r = (r << 1) | (x & 1u);
  return r;
}

/// x clamped to [0, 1]; NaN gives 0.
AMP2HIP_HD inline float saturate(float x) {
  return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f;
}

AMP2HIP_HD inline int sign(int x) { return (x > 0) - (x < 0); }

/// 0 at or below lo, 1 at or above hi, the Hermite curve in between.
AMP2HIP_HD inline float smoothstep(float lo, float hi, float x) {
  const float t = saturate((x - lo) / (hi - lo));
  return t * t * (3.0f - 2.0f * t);
}

/// 1 where x >= y, else 0.
AMP2HIP_HD inline float step(float y, float x) { return x >= y ? 1.0f : 0.0f; }

/// Ends the program's GPU work with an error: the launch (or the next
/// synchronisation) reports it as a runtime_exception where the platform
/// lets the process go on.
AMP2HIP_HD inline void direct3d_abort() {
#if AMP2HIP_DEVICE_PASS && defined(__CUDA_ARCH__)
  __trap();
#elif AMP2HIP_DEVICE_PASS
  __builtin_trap();
#else
  std::abort();
#endif
}

/// printf from amp code (device printf; its output appears when the kernel
/// completes).
template <class... Args>
AMP2HIP_HD void direct3d_printf(const char *format, Args... args) {
  printf(format, args...);
}

/// Prints the message, then aborts as direct3d_abort.
template <class... Args>
AMP2HIP_HD void direct3d_errorf(const char *format, Args... args) {
  printf(format, args...);
  direct3d_abort();
}

} // namespace direct3d
} // namespace Concurrency

#endif // AMP2HIP_DIRECT3D_H
