// overload/template_members: a class template whose member functions are
// overloaded on restriction, and a member function template with a cpu and
// an amp version; instantiated for int and float, used in a kernel and on the
// host.
// Specification: C++ AMP 1.2, 2.3; templates per ISO C++.
#include "amp_test.h"

template <class T> struct tagged {
  T v;
  T mark() const restrict(cpu) { return v + T(1); }
  T mark() const restrict(amp) { return v + T(2); }
  template <class U> T mix(U u) const restrict(cpu) { return v * T(u); }
  template <class U> T mix(U u) const restrict(amp) { return v * T(u) + T(1); }
};

int main() {
  ampt::test_result r;
  const int n = 14;
  std::vector<int> iv(n);
  std::vector<float> fv(n);
  concurrency::array_view<int, 1> a(n, iv);
  concurrency::array_view<float, 1> b(n, fv);
  concurrency::parallel_for_each(
      a.extent, [=](concurrency::index<1> i) restrict(amp) {
        tagged<int> ti = {i[0]};
        tagged<float> tf = {0.5f * i[0]};
        a[i] = ti.mark() * 100 + ti.mix(3);
        b[i] = tf.mark() + tf.mix(2);
      });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, a[i], (i + 2) * 100 + 3 * i + 1);
    AMPT_CHECK_CLOSE(r, b[i], 0.5f * i + 2.0f + i + 1.0f, 1e-5);
  }
  tagged<int> h = {5};
  AMPT_CHECK_EQ(r, h.mark(), 6);
  AMPT_CHECK_EQ(r, h.mix(2.0), 10);
  return r.finish("overload/template_members");
}
