// amp_test_device.h - helpers usable in amp code (C++ AMP 1.2, sections 2.1
// to 2.3: restriction specifiers, overloading on restriction).
//
//   ampt::square(x)          restrict(cpu, amp) template: x * x
//   ampt::close(a, b, tol)   restrict(cpu, amp) template: |a - b| <= tol
//   ampt::where_am_i()       overloaded on restriction: 0 in cpu code (the
//                            restrict(cpu) overload), 1 in amp code (the
//                            restrict(amp) overload). A restrict(cpu, amp)
//                            caller cannot call it (it is ambiguous there).
//   ampt::accumulator        a small value type whose add/side/scaled members
//                            are overloaded on restriction (see below)
//   ampt::scale_by<T>        an aggregate functor {k}; operator() is
//                            restrict(amp) and returns k * x
//
// Included by amp_test.h; include-guarded, inline definitions only.
#ifndef AMPT_AMP_TEST_DEVICE_H
#define AMPT_AMP_TEST_DEVICE_H

#include "amp_test.h"

namespace ampt {

template <class T> inline T square(T x) AMPT_BOTH { return x * x; }

template <class T> inline bool close(T a, T b, T tol) AMPT_BOTH {
  T d = a - b;
  if (d < T(0))
    d = -d;
  return d <= tol;
}

// Which side the caller runs on: the overload is chosen by the caller's
// restriction.
inline int where_am_i() AMPT_CPU { return 0; }
inline int where_am_i() AMPT_GPU { return 1; }

// accumulator: sums ints and counts on which side each addition happened.
//
//   accumulator()          restrict(cpu, amp): all fields zero
//   add(v)                 restrict(cpu): sum += v, ++cpu_adds
//   add(v)                 restrict(amp): sum += v, ++gpu_adds
//   side() const           restrict(cpu): 0; restrict(amp): 1
//   scaled(k) const        restrict(cpu): sum * k; restrict(amp): sum * k + 1
//                          (different on purpose, so a test can tell which
//                          overload ran from the value alone)
//   value() const          restrict(cpu, amp): sum
//
// Only int members: it can be an element of an array_view or array, and can
// be captured by value in a kernel.
struct accumulator {
  int sum;
  int cpu_adds;
  int gpu_adds;

  accumulator() AMPT_BOTH : sum(0), cpu_adds(0), gpu_adds(0) {}

  void add(int v) AMPT_CPU {
    sum += v;
    ++cpu_adds;
  }
  void add(int v) AMPT_GPU {
    sum += v;
    ++gpu_adds;
  }

  int side() const AMPT_CPU { return 0; }
  int side() const AMPT_GPU { return 1; }

  int scaled(int k) const AMPT_CPU { return sum * k; }
  int scaled(int k) const AMPT_GPU { return sum * k + 1; }

  int value() const AMPT_BOTH { return sum; }
};

// scale_by<T>: multiplies by k. An aggregate: ampt::scale_by<float> s = {2.0f};
template <class T> struct scale_by {
  T k;
  T operator()(T x) const AMPT_GPU { return k * x; }
};

} // namespace ampt

#endif // AMPT_AMP_TEST_DEVICE_H
