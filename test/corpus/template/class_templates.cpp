// template/class_templates: a class template with restrict(cpu, amp)
// constructors and members, used as a value type inside a kernel (fixed-size
// small vector), nested member templates and a member typedef.
// Specification: C++ AMP 1.2, 2.4 (class types in amp code); ISO C++
// templates.
#include "amp_test.h"

using namespace concurrency;

template <class T, int N> class small_vec {
public:
  typedef T value_type;
  small_vec() restrict(cpu, amp) {
    for (int k = 0; k < N; ++k)
      e_[k] = T(0);
  }
  T &operator[](int k) restrict(cpu, amp) { return e_[k]; }
  const T &operator[](int k) const restrict(cpu, amp) { return e_[k]; }
  value_type dot(const small_vec &o) const restrict(cpu, amp) {
    T s = T(0);
    for (int k = 0; k < N; ++k)
      s += e_[k] * o.e_[k];
    return s;
  }
  template <class F> small_vec map(F f) const restrict(amp) {
    small_vec r;
    for (int k = 0; k < N; ++k)
      r.e_[k] = f(e_[k]);
    return r;
  }

private:
  T e_[N];
};

int main() {
  ampt::test_result r;
  const int n = 20;
  std::vector<float> out(n);
  array_view<float, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    small_vec<float, 3> a;
    for (int k = 0; k < 3; ++k)
      a[k] = static_cast<float>(i[0] + k);
    small_vec<float, 3> b = a.map([](float x) { return x * 0.5f; });
    small_vec<float, 3>::value_type d = a.dot(b);
    v[i] = d;
  });
  for (int i = 0; i < n; ++i) {
    float e = 0.5f * (i * i + (i + 1) * (i + 1) + (i + 2) * (i + 2));
    AMPT_CHECK_CLOSE(r, v[i], e, 1e-3);
  }
  return r.finish("template/class_templates");
}
