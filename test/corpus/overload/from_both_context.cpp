// overload/from_both_context: calls made from restrict(cpu, amp) code. The
// callee set mixes parameter types and restrictions: only the restrict(cpu,
// amp) candidates are viable from such a caller, so the int argument picks
// encode(int) on both sides, while amp-only and cpu-only overloads serve
// their own callers.
// Specification: C++ AMP 1.2, 2.3.2 (viable functions are those whose
// restriction covers the caller's).
#include "amp_test.h"

using namespace concurrency;

int encode(int x) restrict(cpu, amp) { return x * 4 + 1; }
int encode(float x) restrict(amp) { return static_cast<int>(x) * 4 + 2; }
int encode(double x) restrict(cpu) { return static_cast<int>(x) * 4 + 3; }

// restrict(cpu, amp) caller: must use encode(int) wherever it runs.
int shared_step(int x) restrict(cpu, amp) {
  ampt::accumulator acc;
  int e = encode(x);
  return e + acc.value();
}

int main() {
  ampt::test_result r;
  const int n = 24;
  std::vector<int> out(n * 2);
  array_view<int, 2> v(n, 2, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    v(i[0], 0) = shared_step(i[0]);
    v(i[0], 1) = encode(static_cast<float>(i[0]));
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), shared_step(i));
    AMPT_CHECK_EQ(r, v(i, 0), 4 * i + 1);
    AMPT_CHECK_EQ(r, v(i, 1), 4 * i + 2);
  }
  AMPT_CHECK_EQ(r, encode(2.0), 11);
  return r.finish("overload/from_both_context");
}
