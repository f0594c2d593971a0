// restrict/conversion_operators: conversion functions with restriction
// specifiers, implicit (`operator int() const restrict(amp)`) and explicit
// (`explicit operator float() const restrict(cpu, amp)`), applied in a
// kernel by initialization, by static_cast and in arithmetic.
// Specification: C++ AMP 1.2, 2.1 (conversion-function declarators).
#include "amp_test.h"

namespace {

struct fixed_point {
  int raw; // value * 16

  operator int() const restrict(amp) { return raw >> 4; }
  explicit operator float() const restrict(cpu, amp) { return raw / 16.0f; }
};

struct flag {
  int bits;
  explicit operator bool() const restrict(cpu, amp) { return bits != 0; }
};

} // namespace

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<int> whole(n);
  std::vector<float> frac(n);
  Concurrency::array_view<int, 1> wv(n, whole);
  Concurrency::array_view<float, 1> fv(n, frac);
  wv.discard_data();
  Concurrency::parallel_for_each(
      wv.extent, [=](Concurrency::index<1> i) restrict(amp) {
        fixed_point p = {i[0] * 5};
        int w = p; // implicit conversion
        flag odd = {i[0] & 1};
        wv[i] = w + (odd ? 1000 : 0);
        fv[i] = static_cast<float>(p) * 2.0f;
      });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, wv[i], (i * 5) / 16 + ((i & 1) ? 1000 : 0));
    AMPT_CHECK_CLOSE(r, fv[i], i * 5 / 8.0f, 1e-5);
  }
  fixed_point h = {40};
  AMPT_CHECK_CLOSE(r, static_cast<float>(h), 2.5f, 1e-6);
  return r.finish("restrict/conversion_operators");
}
