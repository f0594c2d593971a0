// Standard functions that both device compilers provide stay callable from
// amp code: std::move and std::forward, the <cmath> overloads; amp2hip's
// own math and the builtins too. Host code calls anything.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// expected-no-diagnostics

#include <algorithm>
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>
using namespace concurrency;

struct Point { float x, y; };
template <typename T> T pass(T &&v) restrict(amp) { return std::forward<T>(v); }

template <typename T> T length(T x, T y) restrict(amp) {
  return std::sqrt(x * x + y * y) + std::fabs(x) + fast_math::fabs(y);
}
// An overload set on restriction: the amp one is picked in amp code.
inline float biggest(float a, float b) restrict(cpu) { return std::max(a, b); }
inline float biggest(float a, float b) restrict(amp) { return fast_math::fmax(a, b); }

void run(std::vector<float> &v) {
  float host_max = std::max(1.0f, std::numeric_limits<float>::lowest());
  array_view<float, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Point p{av[i], 1.0f};
    Point q = std::move(p);
    av[i] = length(q.x, q.y) + pass(2.0f) + biggest(q.x, host_max) +
            float(std::abs(i[0]));
  });
}
