// amp_test.h - the corpus's test harness: restriction macros, a result
// recorder and the checking macros. Every corpus program includes this
// header (and nothing else but standard headers).
//
// Restriction macros (C++ AMP 1.2, section 2.1, "restriction specifiers"):
//   AMPT_GPU   restrict(amp)
//   AMPT_BOTH  restrict(cpu, amp)
//   AMPT_CPU   restrict(cpu)
//
// Results:
//   ampt::test_result r;
//   AMPT_CHECK(r, cond);               // records cond, prints file:line if false
//   AMPT_CHECK_EQ(r, a, b);            // a == b, prints both values if not
//   AMPT_CHECK_CLOSE(r, a, b, tol);    // |a - b| <= tol (floating, absolute)
//   return r.finish("category/name");  // prints PASS/FAIL, returns 0 or 1
//
// The header is include-guarded and has only inline definitions: the corpus
// is compiled in unity groups where this header is included first at global
// scope and then again (to no effect) inside each program's namespace.
#ifndef AMPT_AMP_TEST_H
#define AMPT_AMP_TEST_H

#include <amp.h>
#include <amp_math.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <numeric>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#define AMPT_GPU restrict(amp)
#define AMPT_BOTH restrict(cpu, amp)
#define AMPT_CPU restrict(cpu)

namespace ampt {

namespace detail {
// Whether `std::cout << v` compiles for a T, so values are printed when they
// can be and silently left out when they cannot (index<N>, user structs).
template <class T, class = void> struct printable : std::false_type {};
template <class T>
struct printable<T, std::void_t<decltype(std::declval<std::ostream &>()
                                         << std::declval<const T &>())>>
    : std::true_type {};

template <class T> void print_value(const T &v) {
  if constexpr (printable<T>::value)
    std::cout << v;
  else
    std::cout << "(not printable)";
}
} // namespace detail

class test_result {
public:
  test_result() : failures_(0), checks_(0) {}

  // Records one expectation; a failed one is printed with its place.
  void check(bool ok, const char *expr, const char *file, int line) {
    ++checks_;
    if (!ok) {
      ++failures_;
      if (failures_ <= max_printed)
        std::printf("  check failed: %s at %s:%d\n", expr, file, line);
    }
  }

  // Equality (any types with ==); both values are printed on failure when
  // they can be streamed.
  template <class A, class B>
  void check_eq(const A &a, const B &b, const char *expr, const char *file,
                int line) {
    bool ok = (a == b);
    check(ok, expr, file, line);
    if (!ok && failures_ <= max_printed) {
      std::cout << "    left: ";
      detail::print_value(a);
      std::cout << "  right: ";
      detail::print_value(b);
      std::cout << std::endl;
    }
  }

  // |a - b| <= tol, computed in double.
  void check_close(double a, double b, double tol, const char *expr,
                   const char *file, int line) {
    double d = a - b;
    if (d < 0)
      d = -d;
    bool ok = d <= tol; // false for NaN, as it should be
    check(ok, expr, file, line);
    if (!ok && failures_ <= max_printed)
      std::printf("    left: %.9g  right: %.9g  tolerance: %g\n", a, b, tol);
  }

  int failures() const { return failures_; }
  int checks() const { return checks_; }

  // Prints "PASS name" or "FAIL name (N failures)"; returns 0 or 1, the
  // program's exit status.
  int finish(const char *name) {
    if (failures_ == 0) {
      std::printf("PASS %s\n", name);
    } else {
      std::printf("FAIL %s (%d failures)\n", name, failures_);
    }
    std::fflush(stdout);
    return failures_ == 0 ? 0 : 1;
  }

private:
  static const int max_printed = 10;
  int failures_;
  int checks_;
};

} // namespace ampt

#define AMPT_CHECK(r, cond) (r).check((cond), #cond, __FILE__, __LINE__)
#define AMPT_CHECK_EQ(r, a, b)                                                 \
  (r).check_eq((a), (b), #a " == " #b, __FILE__, __LINE__)
#define AMPT_CHECK_CLOSE(r, a, b, tol)                                         \
  (r).check_close(static_cast<double>(a), static_cast<double>(b),             \
                  static_cast<double>(tol), #a " ~= " #b, __FILE__, __LINE__)

#include "amp_test_device.h"
#include "amp_test_kernels.h"

#endif // AMPT_AMP_TEST_H
