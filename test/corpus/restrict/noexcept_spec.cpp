// restrict/noexcept_spec: the restriction specifier comes before an exception
// specification: `restrict(amp) noexcept`, `restrict(cpu, amp) noexcept(true)`
// on free functions, members and a lambda. (A dynamic exception
// specification, `throw()`, is C3581 on an amp function, as MSVC's own
// conformance suite expects; test/lit/Checks covers it.)
// Specification: C++ AMP 1.2, 2.1 (restriction-specifier-seq precedes the
// exception-specification).
#include "amp_test.h"

using namespace concurrency;

int negate(int x) restrict(amp) noexcept { return -x; }

int halve(int x) restrict(cpu, amp) noexcept(true) { return x / 2; }

struct pinned {
  int k;
  int shift(int x) const restrict(amp) noexcept(true) { return x + k; }
  int raw() const restrict(cpu, amp) noexcept { return k; }
};

int main() {
  ampt::test_result r;
  const int n = 24;
  std::vector<int> data(n);
  std::iota(data.begin(), data.end(), 0);
  array_view<int, 1> v(n, data);
  pinned p = {40};
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    auto sq = [](int x) restrict(amp) noexcept { return x * x; };
    v[i] = p.shift(negate(halve(sq(v[i])))) + p.raw();
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 80 - (i * i) / 2);
  return r.finish("restrict/noexcept_spec");
}
