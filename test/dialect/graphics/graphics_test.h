// Helpers of the concurrency::graphics test programs: restriction macros and
// a result counter, as real projects keep them in a header.
#pragma once
#include <cmath>
#include <cstdio>

#define GT_AMP restrict(amp)
#define GT_BOTH restrict(cpu, amp)

namespace gt {
struct result {
  int failures = 0;
  void check(bool ok, const char *what, int line) {
    if (!ok) {
      ++failures;
      std::printf("  check failed (line %d): %s\n", line, what);
    }
  }
  int finish(const char *name) const {
    std::printf("%s %s\n", failures ? "FAIL" : "PASS", name);
    return failures ? 1 : 0;
  }
};
inline bool close(float a, float b, float tol = 1e-5f) {
  return std::fabs(a - b) <= tol;
}
} // namespace gt

#define GT_CHECK(r, cond) (r).check((cond), #cond, __LINE__)
