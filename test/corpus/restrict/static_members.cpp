// restrict/static_members: static member functions with restriction
// specifiers (declared in the class, one defined out of line), static
// constexpr data members read in amp code, and a static member function of a
// class template.
// Specification: C++ AMP 1.2, 2.1; 2.4 (amp code may read constant static
// data of literal type).
#include "amp_test.h"

struct limits {
  static constexpr int lo = -8;
  static constexpr int hi = 8;
  static int clamp(int v) restrict(amp) { return v < lo ? lo : (v > hi ? hi : v); }
  static int span() restrict(cpu, amp);
};

int limits::span() restrict(cpu, amp) { return hi - lo; }

template <int Scale> struct scaler {
  static int apply(int v) restrict(cpu, amp) { return v * Scale; }
};

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> out(n);
  concurrency::array_view<int, 1> v(n, out);
  concurrency::parallel_for_each(
      concurrency::extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
        v[i] = scaler<3>::apply(limits::clamp(i[0] - 20)) + limits::span();
      });
  for (int i = 0; i < n; ++i) {
    int c = std::min(std::max(i - 20, -8), 8);
    AMPT_CHECK_EQ(r, v[i], 3 * c + 16);
  }
  AMPT_CHECK_EQ(r, scaler<5>::apply(2), 10);
  return r.finish("restrict/static_members");
}
