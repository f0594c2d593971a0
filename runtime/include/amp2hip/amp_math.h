//===- amp2hip/amp_math.h - Concurrency::fast_math and precise_math -------===//
//
// The C++ AMP math library as __host__ __device__ functions. On the device
// they call HIP's device math functions (fast_math uses the native,
// reduced-precision ones where HIP has them: __sinf, __expf, ...); on the
// host they call the C library, with small implementations of the functions
// the C library lacks (rsqrt, sinpi, erfinv, ...).
//
// fast_math has float functions only; precise_math has float and double.
// Each function exists as `name` (overloaded) and `namef` (float).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMP_MATH_H
#define AMP2HIP_AMP_MATH_H

#include <amp2hip/platform.h>

#include <cfloat>
#include <cmath>
#include <math.h>
#include <type_traits>

#if AMP2HIP_DEVICE_PASS
#define AMP2HIP_PICK(device, host) device
#else
#define AMP2HIP_PICK(device, host) host
#endif

namespace Concurrency {
namespace graphics {
class norm;
class unorm;
} // namespace graphics
namespace detail {
namespace math {

/// norm and unorm, which are floats to the math functions (HCC's float
/// overloads took them through their conversion to float).
template <class T>
using is_norm = std::integral_constant<
    bool, std::is_same<T, graphics::norm>::value ||
              std::is_same<T, graphics::unorm>::value>;
// The math functions are templates over arithmetic argument types, so that
// where the platform declares a non-template function of the same name and
// signature in the global namespace (<cmath>, HIP's and CUDA's device math),
// an unqualified call after `using namespace fast_math;` picks that one
// instead of being ambiguous. Qualified calls always get these.
template <class T>
using if_arith = std::enable_if_t<
    std::is_arithmetic<T>::value || is_norm<T>::value, int>;
/// float for float (norm, unorm) arguments, double otherwise (as in
/// <cmath>).
template <class T>
using real_t =
    std::conditional_t<std::is_same<T, float>::value || is_norm<T>::value,
                       float, double>;
template <class T> using is_float = std::is_same<real_t<T>, float>;
template <class T, class U>
using real2_t = std::conditional_t<std::is_same<real_t<T>, float>::value &&
                                       std::is_same<real_t<U>, float>::value,
                                   float, double>;

/// fpclassify by comparisons, the same on the host and on the device.
AMP2HIP_HD inline int classify(float x) {
  const float a = x < 0.0f ? -x : x;
  if (x != x)
    return FP_NAN;
  if (a > FLT_MAX)
    return FP_INFINITE;
  if (a == 0.0f)
    return FP_ZERO;
  return a < FLT_MIN ? FP_SUBNORMAL : FP_NORMAL;
}
AMP2HIP_HD inline int classify(double x) {
  const double a = x < 0.0 ? -x : x;
  if (x != x)
    return FP_NAN;
  if (a > DBL_MAX)
    return FP_INFINITE;
  if (a == 0.0)
    return FP_ZERO;
  return a < DBL_MIN ? FP_SUBNORMAL : FP_NORMAL;
}
// The functions whose out-parameters are float * for float arguments and
// double * otherwise.
template <class T> AMP2HIP_HD inline float modf_of(T x, float *ip) {
  return ::modff(static_cast<float>(x), ip);
}
template <class T> AMP2HIP_HD inline double modf_of(T x, double *ip) {
  return ::modf(static_cast<double>(x), ip);
}
template <class T> AMP2HIP_HD inline void sincos_of(T x, float *s, float *c) {
  const float f = static_cast<float>(x);
#if AMP2HIP_DEVICE_PASS
  ::sincosf(f, s, c);
#else
  *s = ::sinf(f);
  *c = ::cosf(f);
#endif
}
template <class T> AMP2HIP_HD inline void sincos_of(T x, double *s, double *c) {
  const double d = static_cast<double>(x);
#if AMP2HIP_DEVICE_PASS
  ::sincos(d, s, c);
#else
  *s = ::sin(d);
  *c = ::cos(d);
#endif
}

// Host implementations of functions that the C library does not have.

inline double host_erfinv(double x) {
  if (x <= -1.0)
    return x == -1.0 ? -HUGE_VAL : NAN;
  if (x >= 1.0)
    return x == 1.0 ? HUGE_VAL : NAN;
  if (x == 0.0)
    return x;
  // A closed-form first guess (relative error ~1e-3), then Newton steps on
  // erf(y) = x.
  const double pi = 3.14159265358979323846;
  const double a = 0.147;
  const double l = ::log((1.0 - x) * (1.0 + x));
  const double t = 2.0 / (pi * a) + l / 2.0;
  double y = ::sqrt(::sqrt(t * t - l / a) - t);
  if (x < 0)
    y = -y;
  const double slope = 2.0 / ::sqrt(pi);
  for (int i = 0; i < 4; ++i) {
    const double err = ::erf(y) - x;
    y -= err / (slope * ::exp(-y * y));
  }
  return y;
}

inline double host_erfcinv(double x) {
  if (x > 1.0)
    return -host_erfinv(x - 1.0);
  return host_erfinv(1.0 - x);
}

inline double host_sinpi(double x) {
  // Exact at integers and half-integers.
  double r = ::fmod(x, 2.0);
  if (r == 0.0)
    return ::copysign(0.0, x);
  return ::sin(3.14159265358979323846 * r);
}

inline double host_cospi(double x) {
  double r = ::fmod(::fabs(x), 2.0);
  if (r == 0.5 || r == 1.5)
    return 0.0;
  return ::cos(3.14159265358979323846 * r);
}

inline double host_phi(double x) {
  return 0.5 * ::erfc(-x * 0.70710678118654752440);
}
inline double host_probit(double p) {
  return -1.41421356237309504880 * host_erfcinv(2.0 * p);
}
inline double host_exp10(double x) { return ::pow(10.0, x); }

inline float host_erfinvf(float x) {
  return static_cast<float>(host_erfinv(x));
}
inline float host_erfcinvf(float x) {
  return static_cast<float>(host_erfcinv(x));
}
inline float host_sinpif(float x) { return static_cast<float>(host_sinpi(x)); }
inline float host_cospif(float x) { return static_cast<float>(host_cospi(x)); }
inline float host_phif(float x) { return static_cast<float>(host_phi(x)); }
inline float host_probitf(float x) {
  return static_cast<float>(host_probit(x));
}
inline float host_exp10f(float x) { return ::powf(10.0f, x); }

AMP2HIP_HD inline float tanpif(float x) {
#if AMP2HIP_DEVICE_PASS
  return ::sinpif(x) / ::cospif(x);
#else
  return static_cast<float>(host_sinpi(x) / host_cospi(x));
#endif
}
AMP2HIP_HD inline double tanpi(double x) {
#if AMP2HIP_DEVICE_PASS
  return ::sinpi(x) / ::cospi(x);
#else
  return host_sinpi(x) / host_cospi(x);
#endif
}

} // namespace math
} // namespace detail

/// Fast, reduced-precision float functions.
namespace fast_math {

#define AMP2HIP_FAST_1(name, device_fn, host_fn)                               \
  template <class T, detail::math::if_arith<T> = 0>                            \
  AMP2HIP_HD inline float name##f(T x) {                                       \
    return AMP2HIP_PICK(device_fn, host_fn)(static_cast<float>(x));            \
  }                                                                            \
  template <class T, detail::math::if_arith<T> = 0>                            \
  AMP2HIP_HD inline float name(T x) {                                          \
    return name##f(x);                                                         \
  }
#define AMP2HIP_FAST_2(name, device_fn, host_fn)                               \
  template <class T, class U, detail::math::if_arith<T> = 0,                   \
            detail::math::if_arith<U> = 0>                                     \
  AMP2HIP_HD inline float name##f(T x, U y) {                                  \
    return AMP2HIP_PICK(device_fn, host_fn)(static_cast<float>(x),             \
                                            static_cast<float>(y));            \
  }                                                                            \
  template <class T, class U, detail::math::if_arith<T> = 0,                   \
            detail::math::if_arith<U> = 0>                                     \
  AMP2HIP_HD inline float name(T x, U y) {                                     \
    return name##f(x, y);                                                      \
  }

AMP2HIP_FAST_1(acos, ::acosf, ::acosf)
AMP2HIP_FAST_1(asin, ::asinf, ::asinf)
AMP2HIP_FAST_1(atan, ::atanf, ::atanf)
AMP2HIP_FAST_2(atan2, ::atan2f, ::atan2f)
AMP2HIP_FAST_1(ceil, ::ceilf, ::ceilf)
AMP2HIP_FAST_1(cos, ::__cosf, ::cosf)
AMP2HIP_FAST_1(cosh, ::coshf, ::coshf)
AMP2HIP_FAST_1(exp, ::__expf, ::expf)
AMP2HIP_FAST_1(exp2, ::exp2f, ::exp2f)
AMP2HIP_FAST_1(fabs, ::fabsf, ::fabsf)
AMP2HIP_FAST_1(floor, ::floorf, ::floorf)
AMP2HIP_FAST_2(fmax, ::fmaxf, ::fmaxf)
AMP2HIP_FAST_2(fmin, ::fminf, ::fminf)
AMP2HIP_FAST_2(fmod, ::fmodf, ::fmodf)
AMP2HIP_FAST_1(log, ::__logf, ::logf)
AMP2HIP_FAST_1(log10, ::__log10f, ::log10f)
AMP2HIP_FAST_1(log2, ::__log2f, ::log2f)
AMP2HIP_FAST_2(pow, ::__powf, ::powf)
AMP2HIP_FAST_1(round, ::roundf, ::roundf)
AMP2HIP_FAST_1(rsqrt, ::rsqrtf, 1.0f / ::sqrtf)
AMP2HIP_FAST_1(sin, ::__sinf, ::sinf)
AMP2HIP_FAST_1(sinh, ::sinhf, ::sinhf)
AMP2HIP_FAST_1(sqrt, ::sqrtf, ::sqrtf)
AMP2HIP_FAST_1(tan, ::__tanf, ::tanf)
AMP2HIP_FAST_1(tanh, ::tanhf, ::tanhf)
AMP2HIP_FAST_1(trunc, ::truncf, ::truncf)

#undef AMP2HIP_FAST_1
#undef AMP2HIP_FAST_2

template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float frexpf(T x, int *exp) {
  return ::frexpf(static_cast<float>(x), exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float frexp(T x, int *exp) {
  return ::frexpf(static_cast<float>(x), exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float ldexpf(T x, int exp) {
  return ::ldexpf(static_cast<float>(x), exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float ldexp(T x, int exp) {
  return ::ldexpf(static_cast<float>(x), exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float modff(T x, float *ip) {
  return ::modff(static_cast<float>(x), ip);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float modf(T x, float *ip) {
  return ::modff(static_cast<float>(x), ip);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline void sincosf(T x, float *s, float *c) {
#if AMP2HIP_DEVICE_PASS
  ::__sincosf(static_cast<float>(x), s, c);
#else
  *s = ::sinf(static_cast<float>(x));
  *c = ::cosf(static_cast<float>(x));
#endif
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline void sincos(T x, float *s, float *c) {
  sincosf(x, s, c);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int isfinite(T x) {
  return ::fabsf(static_cast<float>(x)) <= FLT_MAX;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int isinf(T x) {
  return ::fabsf(static_cast<float>(x)) > FLT_MAX;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int isnan(T x) {
  const float f = static_cast<float>(x);
  return f != f;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int signbitf(T x) {
  return ::copysignf(1.0f, static_cast<float>(x)) < 0.0f;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int signbit(T x) {
  return signbitf(x);
}

} // namespace fast_math

/// Full-precision float and double functions.
namespace precise_math {

// name##f takes float; name takes float or double (integers: double).
#define AMP2HIP_PRECISE_1(name, float_fn, double_fn)                           \
  template <class T, detail::math::if_arith<T> = 0>                            \
  AMP2HIP_HD inline float name##f(T x) {                                       \
    return float_fn(static_cast<float>(x));                                    \
  }                                                                            \
  template <class T, detail::math::if_arith<T> = 0>                            \
  AMP2HIP_HD inline detail::math::real_t<T> name(T x) {                        \
    if (detail::math::is_float<T>::value)                                      \
      return float_fn(static_cast<float>(x));                                  \
    return static_cast<detail::math::real_t<T>>(                               \
        double_fn(static_cast<double>(x)));                                    \
  }
#define AMP2HIP_PRECISE_2(name, float_fn, double_fn)                           \
  template <class T, class U, detail::math::if_arith<T> = 0,                   \
            detail::math::if_arith<U> = 0>                                     \
  AMP2HIP_HD inline float name##f(T x, U y) {                                  \
    return float_fn(static_cast<float>(x), static_cast<float>(y));             \
  }                                                                            \
  template <class T, class U, detail::math::if_arith<T> = 0,                   \
            detail::math::if_arith<U> = 0>                                     \
  AMP2HIP_HD inline detail::math::real2_t<T, U> name(T x, U y) {               \
    if (std::is_same<detail::math::real2_t<T, U>, float>::value)               \
      return float_fn(static_cast<float>(x), static_cast<float>(y));           \
    return static_cast<detail::math::real2_t<T, U>>(                           \
        double_fn(static_cast<double>(x), static_cast<double>(y)));            \
  }
#define AMP2HIP_LIBM_1(name) AMP2HIP_PRECISE_1(name, ::name##f, ::name)
#define AMP2HIP_LIBM_2(name) AMP2HIP_PRECISE_2(name, ::name##f, ::name)

AMP2HIP_LIBM_1(acos)
AMP2HIP_LIBM_1(acosh)
AMP2HIP_LIBM_1(asin)
AMP2HIP_LIBM_1(asinh)
AMP2HIP_LIBM_1(atan)
AMP2HIP_LIBM_2(atan2)
AMP2HIP_LIBM_1(atanh)
AMP2HIP_LIBM_1(cbrt)
AMP2HIP_LIBM_1(ceil)
AMP2HIP_LIBM_2(copysign)
AMP2HIP_LIBM_1(cos)
AMP2HIP_LIBM_1(cosh)
AMP2HIP_LIBM_1(erf)
AMP2HIP_LIBM_1(erfc)
AMP2HIP_LIBM_1(exp)
AMP2HIP_LIBM_1(exp2)
AMP2HIP_LIBM_1(expm1)
AMP2HIP_LIBM_1(fabs)
AMP2HIP_LIBM_2(fdim)
AMP2HIP_LIBM_1(floor)
AMP2HIP_LIBM_2(fmax)
AMP2HIP_LIBM_2(fmin)
AMP2HIP_LIBM_2(fmod)
AMP2HIP_LIBM_2(hypot)
AMP2HIP_LIBM_1(lgamma)
AMP2HIP_LIBM_1(log)
AMP2HIP_LIBM_1(log10)
AMP2HIP_LIBM_1(log1p)
AMP2HIP_LIBM_1(log2)
AMP2HIP_LIBM_1(logb)
AMP2HIP_LIBM_1(nearbyint)
AMP2HIP_LIBM_2(nextafter)
AMP2HIP_LIBM_2(pow)
AMP2HIP_LIBM_2(remainder)
AMP2HIP_LIBM_1(rint)
AMP2HIP_LIBM_1(round)
AMP2HIP_LIBM_1(sin)
AMP2HIP_LIBM_1(sinh)
AMP2HIP_LIBM_1(sqrt)
AMP2HIP_LIBM_1(tan)
AMP2HIP_LIBM_1(tanh)
AMP2HIP_LIBM_1(tgamma)
AMP2HIP_LIBM_1(trunc)

// Functions the C library lacks: device builtins, host implementations.
AMP2HIP_PRECISE_1(rsqrt, AMP2HIP_PICK(::rsqrtf, 1.0f / ::sqrtf),
                  AMP2HIP_PICK(::rsqrt, 1.0 / ::sqrt))
AMP2HIP_PRECISE_1(rcbrt, AMP2HIP_PICK(::rcbrtf, 1.0f / ::cbrtf),
                  AMP2HIP_PICK(::rcbrt, 1.0 / ::cbrt))
AMP2HIP_PRECISE_1(exp10, AMP2HIP_PICK(::exp10f, detail::math::host_exp10f),
                  AMP2HIP_PICK(::exp10, detail::math::host_exp10))
AMP2HIP_PRECISE_1(sinpi, AMP2HIP_PICK(::sinpif, detail::math::host_sinpif),
                  AMP2HIP_PICK(::sinpi, detail::math::host_sinpi))
AMP2HIP_PRECISE_1(cospi, AMP2HIP_PICK(::cospif, detail::math::host_cospif),
                  AMP2HIP_PICK(::cospi, detail::math::host_cospi))
AMP2HIP_PRECISE_1(tanpi, detail::math::tanpif, detail::math::tanpi)
AMP2HIP_PRECISE_1(erfinv, AMP2HIP_PICK(::erfinvf, detail::math::host_erfinvf),
                  AMP2HIP_PICK(::erfinv, detail::math::host_erfinv))
AMP2HIP_PRECISE_1(erfcinv,
                  AMP2HIP_PICK(::erfcinvf, detail::math::host_erfcinvf),
                  AMP2HIP_PICK(::erfcinv, detail::math::host_erfcinv))
/// phi: the standard normal cumulative distribution function.
AMP2HIP_PRECISE_1(phi, AMP2HIP_PICK(::normcdff, detail::math::host_phif),
                  AMP2HIP_PICK(::normcdf, detail::math::host_phi))
/// probit: the inverse of phi.
AMP2HIP_PRECISE_1(probit,
                  AMP2HIP_PICK(::normcdfinvf, detail::math::host_probitf),
                  AMP2HIP_PICK(::normcdfinv, detail::math::host_probit))

#undef AMP2HIP_LIBM_1
#undef AMP2HIP_LIBM_2
#undef AMP2HIP_PRECISE_1
#undef AMP2HIP_PRECISE_2

// Several arguments and out-parameters.
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float fmaf(T x, float y, float z) {
  return ::fmaf(static_cast<float>(x), y, z);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline detail::math::real_t<T> fma(T x, detail::math::real_t<T> y,
                                              detail::math::real_t<T> z) {
  if (detail::math::is_float<T>::value)
    return ::fmaf(static_cast<float>(x), static_cast<float>(y), static_cast<float>(z));
  return static_cast<detail::math::real_t<T>>(::fma(static_cast<double>(x), y, z));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float frexpf(T x, int *exp) {
  return ::frexpf(static_cast<float>(x), exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline detail::math::real_t<T> frexp(T x, int *exp) {
  if (detail::math::is_float<T>::value)
    return ::frexpf(static_cast<float>(x), exp);
  return static_cast<detail::math::real_t<T>>(::frexp(static_cast<double>(x), exp));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float ldexpf(T x, int exp) {
  return ::ldexpf(static_cast<float>(x), exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline detail::math::real_t<T> ldexp(T x, int exp) {
  if (detail::math::is_float<T>::value)
    return ::ldexpf(static_cast<float>(x), exp);
  return static_cast<detail::math::real_t<T>>(::ldexp(static_cast<double>(x), exp));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float scalbnf(T x, int exp) {
  return ::scalbnf(static_cast<float>(x), exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline detail::math::real_t<T> scalbn(T x, int exp) {
  if (detail::math::is_float<T>::value)
    return ::scalbnf(static_cast<float>(x), exp);
  return static_cast<detail::math::real_t<T>>(::scalbn(static_cast<double>(x), exp));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float scalbf(T x, float exp) {
  return static_cast<float>(x) * ::exp2f(exp);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline detail::math::real_t<T> scalb(T x,
                                                detail::math::real_t<T> exp) {
  if (detail::math::is_float<T>::value)
    return static_cast<float>(x) * ::exp2f(static_cast<float>(exp));
  return static_cast<detail::math::real_t<T>>(static_cast<double>(x) * ::exp2(exp));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int ilogbf(T x) {
  return ::ilogbf(static_cast<float>(x));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int ilogb(T x) {
  if (detail::math::is_float<T>::value)
    return ::ilogbf(static_cast<float>(x));
  return ::ilogb(static_cast<double>(x));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float modff(T x, float *ip) {
  return ::modff(static_cast<float>(x), ip);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline detail::math::real_t<T> modf(T x,
                                               detail::math::real_t<T> *ip) {
  // The out-parameter is float * or double *: each calls its own function.
  return detail::math::modf_of(x, ip);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline float remquof(T x, float y, int *quo) {
  return ::remquof(static_cast<float>(x), y, quo);
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline detail::math::real_t<T> remquo(T x, detail::math::real_t<T> y,
                                                 int *quo) {
  if (detail::math::is_float<T>::value)
    return ::remquof(static_cast<float>(x), static_cast<float>(y), quo);
  return static_cast<detail::math::real_t<T>>(::remquo(static_cast<double>(x), y, quo));
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline void sincosf(T x, float *s, float *c) {
  const float f = static_cast<float>(x);
#if AMP2HIP_DEVICE_PASS
  ::sincosf(f, s, c);
#else
  *s = ::sinf(f);
  *c = ::cosf(f);
#endif
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline void sincos(T x, detail::math::real_t<T> *s,
                              detail::math::real_t<T> *c) {
  detail::math::sincos_of(x, s, c);
}
AMP2HIP_HD inline float nanf(int) { return ::nanf(""); }
AMP2HIP_HD inline double nan(int) { return ::nan(""); }

// Classification.
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int isfinite(T x) {
  if (detail::math::is_float<T>::value)
    return ::fabsf(static_cast<float>(x)) <= FLT_MAX;
  return ::fabs(static_cast<double>(x)) <= DBL_MAX;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int isinf(T x) {
  if (detail::math::is_float<T>::value)
    return ::fabsf(static_cast<float>(x)) > FLT_MAX;
  return ::fabs(static_cast<double>(x)) > DBL_MAX;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int isnan(T x) {
  return x != x;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int isnormal(T x) {
  if (detail::math::is_float<T>::value) {
    const float a = ::fabsf(static_cast<float>(x));
    return a >= FLT_MIN && a <= FLT_MAX;
  }
  const double a = ::fabs(static_cast<double>(x));
  return a >= DBL_MIN && a <= DBL_MAX;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int signbitf(T x) {
  return ::copysignf(1.0f, static_cast<float>(x)) < 0.0f;
}
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int signbit(T x) {
  return ::copysign(1.0, static_cast<double>(x)) < 0.0;
}
/// FP_NAN, FP_INFINITE, FP_ZERO, FP_SUBNORMAL or FP_NORMAL, the values of
/// the platform's <math.h> (which programs compare the result with).
template <class T, detail::math::if_arith<T> = 0>
AMP2HIP_HD inline int fpclassify(T x) {
  return detail::math::classify(static_cast<detail::math::real_t<T>>(x));
}

} // namespace precise_math
} // namespace Concurrency

// <amp_math.h> may be the only C++ AMP header a file includes.
namespace concurrency = Concurrency;

#undef AMP2HIP_PICK

#endif // AMP2HIP_AMP_MATH_H
