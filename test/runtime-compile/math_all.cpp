// Every amp_math function, called in a kernel (float and double) and on the
// host: the header compiles on both sides, and the device's sum of all
// results matches the host's (fast_math may round differently: 1e-3).
#include <amp.h>
#include <amp_math.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

float everything(float x, double y) restrict(cpu, amp) {
  float f = x, r = 0.0f;
  double d = y, s = 0.0;
  int e = 0;
  r += fast_math::acos(f) + fast_math::acosf(f);
  r += fast_math::asin(f) + fast_math::asinf(f);
  r += fast_math::atan(f) + fast_math::atanf(f);
  r += fast_math::ceil(f) + fast_math::ceilf(f);
  r += fast_math::cos(f) + fast_math::cosf(f);
  r += fast_math::cosh(f) + fast_math::coshf(f);
  r += fast_math::exp(f) + fast_math::expf(f);
  r += fast_math::exp2(f) + fast_math::exp2f(f);
  r += fast_math::fabs(f) + fast_math::fabsf(f);
  r += fast_math::floor(f) + fast_math::floorf(f);
  r += fast_math::log(f) + fast_math::logf(f);
  r += fast_math::log10(f) + fast_math::log10f(f);
  r += fast_math::log2(f) + fast_math::log2f(f);
  r += fast_math::round(f) + fast_math::roundf(f);
  r += fast_math::rsqrt(f) + fast_math::rsqrtf(f);
  r += fast_math::sin(f) + fast_math::sinf(f);
  r += fast_math::sinh(f) + fast_math::sinhf(f);
  r += fast_math::sqrt(f) + fast_math::sqrtf(f);
  r += fast_math::tan(f) + fast_math::tanf(f);
  r += fast_math::tanh(f) + fast_math::tanhf(f);
  r += fast_math::trunc(f) + fast_math::truncf(f);
  r += fast_math::atan2(f, 0.5f) + fast_math::atan2f(f, 0.5f);
  r += fast_math::fmax(f, 0.5f) + fast_math::fmaxf(f, 0.5f);
  r += fast_math::fmin(f, 0.5f) + fast_math::fminf(f, 0.5f);
  r += fast_math::fmod(f, 0.5f) + fast_math::fmodf(f, 0.5f);
  r += fast_math::pow(f, 0.5f) + fast_math::powf(f, 0.5f);
  r +=
      fast_math::frexp(f, &e) + fast_math::ldexp(f, 2) + fast_math::modf(f, &r);
  {
    float a, b;
    fast_math::sincos(f, &a, &b);
    r += a + b;
  }
  r += fast_math::isfinite(f) + fast_math::isinf(f) + fast_math::isnan(f) +
       fast_math::signbit(f);
  r += precise_math::acos(f) + precise_math::acosf(f);
  s += precise_math::acos(d);
  // acosh is defined from 1 up.
  r += precise_math::acosh(1.0f + f) + precise_math::acoshf(1.0f + f);
  s += precise_math::acosh(1.0 + d);
  r += precise_math::asin(f) + precise_math::asinf(f);
  s += precise_math::asin(d);
  r += precise_math::asinh(f) + precise_math::asinhf(f);
  s += precise_math::asinh(d);
  r += precise_math::atan(f) + precise_math::atanf(f);
  s += precise_math::atan(d);
  r += precise_math::atanh(f) + precise_math::atanhf(f);
  s += precise_math::atanh(d);
  r += precise_math::cbrt(f) + precise_math::cbrtf(f);
  s += precise_math::cbrt(d);
  r += precise_math::ceil(f) + precise_math::ceilf(f);
  s += precise_math::ceil(d);
  r += precise_math::cos(f) + precise_math::cosf(f);
  s += precise_math::cos(d);
  r += precise_math::cosh(f) + precise_math::coshf(f);
  s += precise_math::cosh(d);
  r += precise_math::erf(f) + precise_math::erff(f);
  s += precise_math::erf(d);
  r += precise_math::erfc(f) + precise_math::erfcf(f);
  s += precise_math::erfc(d);
  r += precise_math::exp(f) + precise_math::expf(f);
  s += precise_math::exp(d);
  r += precise_math::exp2(f) + precise_math::exp2f(f);
  s += precise_math::exp2(d);
  r += precise_math::expm1(f) + precise_math::expm1f(f);
  s += precise_math::expm1(d);
  r += precise_math::fabs(f) + precise_math::fabsf(f);
  s += precise_math::fabs(d);
  r += precise_math::floor(f) + precise_math::floorf(f);
  s += precise_math::floor(d);
  r += precise_math::lgamma(f) + precise_math::lgammaf(f);
  s += precise_math::lgamma(d);
  r += precise_math::log(f) + precise_math::logf(f);
  s += precise_math::log(d);
  r += precise_math::log10(f) + precise_math::log10f(f);
  s += precise_math::log10(d);
  r += precise_math::log1p(f) + precise_math::log1pf(f);
  s += precise_math::log1p(d);
  r += precise_math::log2(f) + precise_math::log2f(f);
  s += precise_math::log2(d);
  r += precise_math::logb(f) + precise_math::logbf(f);
  s += precise_math::logb(d);
  r += precise_math::nearbyint(f) + precise_math::nearbyintf(f);
  s += precise_math::nearbyint(d);
  r += precise_math::rint(f) + precise_math::rintf(f);
  s += precise_math::rint(d);
  r += precise_math::round(f) + precise_math::roundf(f);
  s += precise_math::round(d);
  r += precise_math::sin(f) + precise_math::sinf(f);
  s += precise_math::sin(d);
  r += precise_math::sinh(f) + precise_math::sinhf(f);
  s += precise_math::sinh(d);
  r += precise_math::sqrt(f) + precise_math::sqrtf(f);
  s += precise_math::sqrt(d);
  r += precise_math::tan(f) + precise_math::tanf(f);
  s += precise_math::tan(d);
  r += precise_math::tanh(f) + precise_math::tanhf(f);
  s += precise_math::tanh(d);
  r += precise_math::tgamma(f) + precise_math::tgammaf(f);
  s += precise_math::tgamma(d);
  r += precise_math::trunc(f) + precise_math::truncf(f);
  s += precise_math::trunc(d);
  r += precise_math::rsqrt(f) + precise_math::rsqrtf(f);
  s += precise_math::rsqrt(d);
  r += precise_math::rcbrt(f) + precise_math::rcbrtf(f);
  s += precise_math::rcbrt(d);
  r += precise_math::exp10(f) + precise_math::exp10f(f);
  s += precise_math::exp10(d);
  r += precise_math::sinpi(f) + precise_math::sinpif(f);
  s += precise_math::sinpi(d);
  r += precise_math::cospi(f) + precise_math::cospif(f);
  s += precise_math::cospi(d);
  r += precise_math::tanpi(f) + precise_math::tanpif(f);
  s += precise_math::tanpi(d);
  r += precise_math::erfinv(f) + precise_math::erfinvf(f);
  s += precise_math::erfinv(d);
  r += precise_math::erfcinv(f) + precise_math::erfcinvf(f);
  s += precise_math::erfcinv(d);
  r += precise_math::phi(f) + precise_math::phif(f);
  s += precise_math::phi(d);
  r += precise_math::probit(f) + precise_math::probitf(f);
  s += precise_math::probit(d);
  r += precise_math::atan2(f, 0.5f) + precise_math::atan2f(f, 0.5f);
  s += precise_math::atan2(d, 0.5);
  r += precise_math::copysign(f, 0.5f) + precise_math::copysignf(f, 0.5f);
  s += precise_math::copysign(d, 0.5);
  r += precise_math::fdim(f, 0.5f) + precise_math::fdimf(f, 0.5f);
  s += precise_math::fdim(d, 0.5);
  r += precise_math::fmax(f, 0.5f) + precise_math::fmaxf(f, 0.5f);
  s += precise_math::fmax(d, 0.5);
  r += precise_math::fmin(f, 0.5f) + precise_math::fminf(f, 0.5f);
  s += precise_math::fmin(d, 0.5);
  r += precise_math::fmod(f, 0.5f) + precise_math::fmodf(f, 0.5f);
  s += precise_math::fmod(d, 0.5);
  r += precise_math::hypot(f, 0.5f) + precise_math::hypotf(f, 0.5f);
  s += precise_math::hypot(d, 0.5);
  r += precise_math::nextafter(f, 0.5f) + precise_math::nextafterf(f, 0.5f);
  s += precise_math::nextafter(d, 0.5);
  r += precise_math::pow(f, 0.5f) + precise_math::powf(f, 0.5f);
  s += precise_math::pow(d, 0.5);
  r += precise_math::remainder(f, 0.5f) + precise_math::remainderf(f, 0.5f);
  s += precise_math::remainder(d, 0.5);
  r += precise_math::fma(f, f, f) + precise_math::fmaf(f, f, f);
  s += precise_math::fma(d, d, d);
  r += precise_math::frexp(f, &e) + precise_math::ldexp(f, 3) +
       precise_math::scalbn(f, 1) + precise_math::scalb(f, 1.0f);
  s += precise_math::frexp(d, &e) + precise_math::ldexp(d, 3) +
       precise_math::scalbn(d, 1) + precise_math::scalb(d, 1.0);
  r += precise_math::ilogb(f) + precise_math::ilogb(d) +
       precise_math::modf(f, &r) + precise_math::remquo(f, 0.3f, &e);
  {
    double ip;
    s += precise_math::modf(d, &ip) + precise_math::remquo(d, 0.3, &e);
  }
  {
    float a, b;
    precise_math::sincos(f, &a, &b);
    r += a + b;
  }
  {
    double a, b;
    precise_math::sincos(d, &a, &b);
    s += a + b;
  }
  // A NaN would poison the sum: count the NaNs instead.
  r += precise_math::isnan(precise_math::nanf(0)) +
       precise_math::isnan(precise_math::nan(0));
  r += precise_math::isfinite(f) + precise_math::isinf(d) +
       precise_math::isnan(f) + precise_math::isnormal(d) +
       precise_math::signbit(f) + precise_math::signbit(d);
  return r + float(s);
}

// precise_math::fpclassify gives the classes of <math.h> on both sides
// (doubles for the subnormal: a device may flush float subnormals).
int classified(float x) restrict(cpu, amp) {
  const double tiny = DBL_MIN * double(x);
  const float inf = x * 1e30f * 1e30f;
  int ok = 0;
  ok += precise_math::fpclassify(x) == FP_NORMAL;
  ok += precise_math::fpclassify(x - x) == FP_ZERO;
  ok += precise_math::fpclassify(tiny) == FP_SUBNORMAL;
  ok += precise_math::fpclassify(inf) == FP_INFINITE;
  ok += precise_math::fpclassify(-double(inf)) == FP_INFINITE;
  ok += precise_math::fpclassify(precise_math::nanf(0)) == FP_NAN;
  ok += precise_math::fpclassify(precise_math::nan(0)) == FP_NAN;
  return ok;
}

int main() {
  std::vector<int> classes(4, 0);
  array_view<int, 1> cv(4, classes);
  parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) {
    cv[i] = classified(0.25f);
  });
  cv.synchronize();
  if (classes[3] != 7 || classified(0.25f) != 7) {
    std::printf("math_all: fpclassify: device %d, host %d of 7\nFAIL\n",
                classes[3], classified(0.25f));
    return 1;
  }
  std::vector<float> v(64, 0.25f);
  array_view<float, 1> av(64, v);
  parallel_for_each(
      av.extent, [=](index<1> i) restrict(amp) {
        av[i] = everything(av[i], 0.125);
      });
  av.synchronize();
  const float host = everything(0.25f, 0.125);
  int bad = 0;
  for (float x : v)
    bad += !(std::fabs(x - host) <= 1e-3f * std::fabs(host));
  std::printf("math_all: device %f, host %f, %d of %d differ\n%s\n", v[0],
              host, bad, int(v.size()), bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
