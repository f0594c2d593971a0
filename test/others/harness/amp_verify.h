// amp_verify.h - the harness of the second corpus (test/others). It is
// written the way C++ AMP test harnesses and book samples were written, not
// the way amp2hip's own corpus is: restriction macros spelled
// restrict(amp,cpu), helper namespaces of overload sets that differ in
// restriction (a cpu template beside amp non-templates), templates that
// every program instantiates with its own types, a macro that runs one call
// inside a kernel, helpers that run one restrict(cpu,amp) function object on
// both sides, and the properties of Microsoft's headers.
//
// Programs include this header and standard headers only, and return 0 only
// when every check passed.
#ifndef AMP_VERIFY_H
#define AMP_VERIFY_H

#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

// Restriction macros, as Windows code spells them.
#define VERIFY_GPU_ONLY restrict(amp)
#define VERIFY_GPU restrict(amp, cpu)
#define VERIFY_CPU_ONLY restrict(cpu)

namespace Verify {

// Which side runs: each overload says where it was called.
inline int Side() VERIFY_CPU_ONLY { return 1; }
inline int Side() VERIFY_GPU_ONLY { return 2; }

namespace Math {

// The standard library on the CPU, C++ AMP's math library on the GPU.
template <typename T> inline bool IsNan(T v) VERIFY_CPU_ONLY {
  return std::isnan(v);
}
inline bool IsNan(float v) VERIFY_GPU_ONLY {
  return Concurrency::fast_math::isnan(v) != 0;
}
inline bool IsNan(double v) VERIFY_GPU_ONLY {
  return Concurrency::precise_math::isnan(v) != 0;
}
inline bool IsNan(int) VERIFY_GPU_ONLY { return false; }

template <typename T> inline T Abs(T v) VERIFY_CPU_ONLY { return std::fabs(v); }
inline float Abs(float v) VERIFY_GPU_ONLY {
  return Concurrency::fast_math::fabs(v);
}
inline double Abs(double v) VERIFY_GPU_ONLY {
  return Concurrency::precise_math::fabs(v);
}

// Equal, NaN equal to NaN; close within an absolute tolerance.
template <typename T> inline bool Same(T a, T b) VERIFY_GPU {
  bool na = Math::IsNan(a), nb = Math::IsNan(b);
  return na || nb ? na && nb : a == b;
}
template <typename T> inline bool Close(T a, T b, T tolerance) VERIFY_GPU {
  if (Same(a, b))
    return true;
  if (Math::IsNan(a) || Math::IsNan(b))
    return false;
  return Math::Abs(a - b) <= tolerance;
}

} // namespace Math

// A test's outcome, as harnesses return it from main.
enum Outcome { Passed = 0, Failed = 1 };

class Log {
public:
  explicit Log(const char *name) : name_(name) {}
  bool Check(bool ok, const char *what, int line) {
    if (!ok) {
      ++failures_;
      std::printf("  %s:%d: check failed: %s\n", name_, line, what);
    }
    return ok;
  }
  template <typename T>
  bool CheckEqual(const T &got, const T &want, const char *what, int line) {
    bool ok = got == want;
    if (!ok) {
      ++failures_;
      std::printf("  %s:%d: %s: got %s, want %s\n", name_, line, what,
                  std::to_string(got).c_str(), std::to_string(want).c_str());
    }
    return ok;
  }
  Outcome Finish() const {
    std::printf("%s %s\n", failures_ ? "FAIL" : "PASS", name_);
    return failures_ ? Failed : Passed;
  }

private:
  const char *name_;
  int failures_ = 0;
};

#define VERIFY_CHECK(log, cond) (log).Check((cond), #cond, __LINE__)
#define VERIFY_EQUAL(log, got, want)                                          \
  (log).CheckEqual((got), (want), #got, __LINE__)

// The accelerator a test runs on: the default one, which must be a GPU.
inline Concurrency::accelerator_view TestView() {
  Concurrency::accelerator device;
  return device.get_default_view();
}

// Runs `f(i)` for every i in [0, n) on the host and in a kernel on `view`,
// as harnesses do with one restrict(cpu, amp) function object, and gives the
// number of indices where the two sides disagree.
template <typename Result, typename F>
int CompareSides(const Concurrency::accelerator_view &view, int n, const F &f) {
  std::vector<Result> host(n), device(n);
  for (int i = 0; i < n; ++i)
    host[i] = f(i);
  Concurrency::array_view<Result, 1> out(n, device);
  out.discard_data();
  Concurrency::parallel_for_each(
      view, out.get_extent(),
      [=](Concurrency::index<1> i) VERIFY_GPU_ONLY { out[i] = f(i[0]); });
  out.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += Math::Same(host[i], device[i]) ? 0 : 1;
  return wrong;
}

} // namespace Verify

// Calls `function_(arguments...)` in a kernel of one thread on `view_` and
// gives its result, as the value of an immediately called host lambda.
#define VERIFY_CALL_ON_GPU(view_, Result_, function_, ...)                    \
  [&]() mutable -> Result_ {                                                   \
    Result_ verify_result_;                                                    \
    Concurrency::array_view<Result_, 1> verify_out_(1, &verify_result_);      \
    verify_out_.discard_data();                                                \
    Concurrency::parallel_for_each(                                            \
        view_, verify_out_.get_extent(),                                       \
        [=](Concurrency::index<1> verify_i_) restrict(amp) {                   \
          verify_out_[verify_i_] = (function_)(__VA_ARGS__);                   \
        });                                                                    \
    return verify_out_[0];                                                     \
  }()

#endif
