// A restriction before a trailing return type gives the function its real
// restriction in the parse: amp code may call it, and overloads on
// restriction alone stay distinct.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// RUN: %FileCheck %s --check-prefix=CHECKLAYOUT --match-full-lines --strict-whitespace < %t.hip.cpp

#include <amp.h>

auto square(int x) restrict(amp) -> int { return x * x; }
// CHECK: __device__ auto square(int x) -> int { return x * x; }
auto both(int x) restrict(cpu, amp) -> int;
// CHECK: __host__ __device__ auto both(int x) -> int;
auto both(int x) restrict(cpu, amp) -> int { return x; }
// CHECK: __host__ __device__ auto both(int x) -> int { return x; }
auto spec(int x) restrict(amp) noexcept(true) -> decltype(x) { return x; }
// CHECK: __device__ auto spec(int x) noexcept(true) -> decltype(x) { return x; }
auto two(int x) restrict(cpu) restrict(amp) -> int { return x; }
// CHECK: __host__ __device__ auto two(int x) -> int { return x; }
auto host(int x) restrict(cpu) -> int { return x; }
// CHECK: auto host(int x) -> int { return x; }
template <typename T> auto tmpl(T x) restrict(amp) -> T { return x; }
// CHECK: template <typename T> __device__ auto tmpl(T x) -> T { return x; }
static inline auto split(int x) restrict(amp)
    -> int { return x; }
// CHECKLAYOUT:__device__ static inline auto split(int x)
// CHECKLAYOUT-NEXT:    -> int { return x; }
template <typename T>
auto
twoline(T x)
    restrict(amp) -> T { return x; }
// CHECKLAYOUT-NEXT:template <typename T>
// CHECKLAYOUT-NEXT:__device__ auto
// CHECKLAYOUT-NEXT:twoline(T x)
// CHECKLAYOUT-NEXT:    -> T { return x; }
auto
oneline(int x) restrict(amp) -> int { return x; }
// CHECKLAYOUT-NEXT:__device__ auto
// CHECKLAYOUT-NEXT:oneline(int x) -> int { return x; }
auto
breaks(int x) restrict(amp)
  -> int { return x; }
// CHECKLAYOUT-NEXT:__device__ auto
// CHECKLAYOUT-NEXT:breaks(int x)
// CHECKLAYOUT-NEXT:  -> int { return x; }
auto layout(int x)
    restrict(amp) -> int { return x; }
// CHECKLAYOUT-NEXT:__device__ auto layout(int x)
// CHECKLAYOUT-NEXT:    -> int { return x; }

// Overloaded on restriction alone.
auto which() restrict(cpu) -> int { return 1; }
// CHECK: __host__ __device__ auto which() -> int { return 1; }
auto which() restrict(amp) -> int { return 2; }
// CHECK: __host__ __device__ auto which() -> int { return 2; }

namespace ns {
struct S {
  auto get() const & restrict(amp) -> int;
  // CHECK: __device__ auto get() const & -> int;
  static auto make(int v) restrict(cpu, amp) -> S { return S{v}; }
  // CHECK: __host__ __device__ static auto make(int v) -> S { return S{v}; }
  template <typename U> auto as() const restrict(amp) -> U { return U(v); }
  // CHECK: template <typename U> __device__ auto as() const -> U { return U(v); }
  auto operator()(int d) const restrict(amp) -> int { return v + d; }
  // CHECK: __device__ auto operator()(int d) const -> int { return v + d; }
  auto operator+=(int d) restrict(amp) -> S & { v += d; return *this; }
  // CHECK: __device__ auto operator+=(int d) -> S & { v += d; return *this; }
  int v;
};
} // namespace ns
auto ns::S::get() const & restrict(amp) -> int { return v; }
// CHECK: __device__ auto ns::S::get() const & -> int { return v; }

int kernel_body(int i) restrict(amp) {
  ns::S s = ns::S::make(i);
  s += 1;
  return square(i) + both(i) + spec(i) + two(i) + tmpl(i) + split(i) +
         twoline(i) + oneline(i) + breaks(i) + layout(i) +
         which() + s.get() + s.as<int>() + s(1);
}
