// Clauses where C++ AMP's grammar puts them: nothing is reported.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// expected-no-diagnostics

#include <amp.h>
#include <type_traits>

#define ON_GPU restrict(amp)

int in_order(int x) restrict(amp) noexcept;
auto trailing(int x) restrict(cpu, amp) -> decltype(x + 1) { return x + 1; }
template <typename T> auto deduced(T x) ON_GPU -> std::remove_reference_t<T> {
  return x;
}
void lambdas() {
  auto a = [](int x) mutable restrict(amp) { return x; };
  auto b = [](int x) mutable restrict(amp) -> int { return x; };
  auto c = [](int x) ON_GPU -> int { return x; };
  auto d = [](int x) restrict(cpu) noexcept -> int { return x; };
  int (*p)(int) restrict(cpu) = nullptr; // a pointer to a cpu function
  (void)a; (void)b; (void)c; (void)d; (void)p;
}
