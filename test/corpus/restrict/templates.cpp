// restrict/templates: restriction specifiers on function templates, member
// templates of a class template, a static member of a class template defined
// out of line, and an explicit specialization of a restrict(amp) function
// template (the specialization has the same restriction).
// Specification: C++ AMP 1.2, 2.1; 2.2 (restriction of template
// specializations).
#include "amp_test.h"

using namespace concurrency;

template <class T> T twice(T x) restrict(amp) { return x + x; }

// Explicit specialization: ints are tripled instead.
template <> int twice<int>(int x) restrict(amp) { return 3 * x; }

template <class T> struct box {
  T v;
  template <class U> T plus(U u) const restrict(cpu, amp) { return v + static_cast<T>(u); }
  static T unit() restrict(cpu, amp);
};

template <class T> T box<T>::unit() restrict(cpu, amp) { return T(1); }

int main() {
  ampt::test_result r;
  const int n = 25;
  std::vector<int> iv(n);
  std::vector<float> fv(n);
  array_view<int, 1> a(n, iv);
  array_view<float, 1> b(n, fv);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    box<int> bi = {i[0]};
    box<float> bf = {0.5f};
    a[i] = twice(bi.plus(2.0f)) + box<int>::unit();
    b[i] = twice(bf.plus(i[0])) + box<float>::unit();
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, a[i], 3 * (i + 2) + 1);
    AMPT_CHECK_CLOSE(r, b[i], 2.0f * (0.5f + i) + 1.0f, 1e-5);
  }
  return r.finish("restrict/templates");
}
