// template/dependent_types: amp code using dependent names: `typename
// T::value_type`, a dependent member template call (`t.template get<K>()`),
// and a nested dependent struct, in kernels instantiated for two traits.
// Specification: C++ AMP 1.2, 2.4; ISO C++ dependent names.
#include "amp_test.h"

using namespace concurrency;

struct int_traits {
  typedef int value_type;
  static value_type unit() restrict(cpu, amp) { return 1; }
  struct pair {
    int a, b;
  };
};
struct float_traits {
  typedef float value_type;
  static value_type unit() restrict(cpu, amp) { return 0.5f; }
  struct pair {
    float a, b;
  };
};

struct picker {
  int x, y;
  template <int K> int get() const restrict(amp) { return K == 0 ? x : y; }
};

template <class Traits> void run(array_view<typename Traits::value_type, 1> v) {
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    typedef typename Traits::value_type V;
    typename Traits::pair p = {V(i[0]), Traits::unit()};
    picker pk = {i[0], 2};
    V got = static_cast<V>(pk.template get<1>());
    v[i] = p.a * got + p.b;
  });
}

int main() {
  ampt::test_result r;
  const int n = 16;
  std::vector<int> a(n);
  std::vector<float> b(n);
  array_view<int, 1> av(n, a);
  array_view<float, 1> bv(n, b);
  run<int_traits>(av);
  run<float_traits>(bv);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, av[i], 2 * i + 1);
    AMPT_CHECK_CLOSE(r, bv[i], 2.0f * i + 0.5f, 1e-6);
  }
  return r.finish("template/dependent_types");
}
