// restrict/class_specialization: a class template whose explicit
// specialization and partial specialization declare their own members with
// restriction specifiers; the kernel uses the primary template and both
// specializations.
// Specification: C++ AMP 1.2, 2.1.
#include "amp_test.h"

template <class T, int K> struct weight {
  static T of(T x) restrict(cpu, amp) { return x * K; }
};

// Partial specialization for K == 0: identity.
template <class T> struct weight<T, 0> {
  static T of(T x) restrict(cpu, amp) { return x; }
};

// Explicit specialization for float, 2: adds one half as well.
template <> struct weight<float, 2> {
  float bias;
  weight() restrict(cpu, amp) : bias(0.5f) {}
  float apply(float x) const restrict(amp) { return 2.0f * x + bias; }
};

int main() {
  ampt::test_result r;
  const int n = 30;
  std::vector<float> out(n * 3);
  concurrency::array_view<float, 2> v(n, 3, out);
  concurrency::parallel_for_each(
      concurrency::extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
        float x = static_cast<float>(i[0]);
        weight<float, 2> w;
        v(i[0], 0) = weight<float, 3>::of(x);
        v(i[0], 1) = weight<float, 0>::of(x);
        v(i[0], 2) = w.apply(x);
      });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_CLOSE(r, v(i, 0), 3.0f * i, 1e-5);
    AMPT_CHECK_CLOSE(r, v(i, 1), 1.0f * i, 1e-5);
    AMPT_CHECK_CLOSE(r, v(i, 2), 2.0f * i + 0.5f, 1e-5);
  }
  return r.finish("restrict/class_specialization");
}
