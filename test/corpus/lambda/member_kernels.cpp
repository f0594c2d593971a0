// lambda/member_kernels: kernels launched from member functions: a public
// member, a private member reached through a public one, and a protected
// member called from a derived class. Data members are copied into locals
// first (a kernel cannot capture `this`).
// Specification: C++ AMP 1.2, 3.2; 2.4 (no `this` capture in amp code).
#include "amp_test.h"

using namespace concurrency;

class scaler {
public:
  explicit scaler(int k) : k_(k) {}

  void scale(array_view<int, 1> v) const {
    int k = k_;
    parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] *= k; });
  }
  void scale_then_shift(array_view<int, 1> v, int by) const {
    scale(v);
    shift(v, by);
  }

protected:
  void negate(array_view<int, 1> v) const {
    parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] = -v[i]; });
  }

private:
  void shift(array_view<int, 1> v, int by) const {
    parallel_for_each(v.extent, [v, by](concurrency::index<1> i) restrict(amp) { v[i] += by; });
  }
  int k_;
};

class negating_scaler : public scaler {
public:
  negating_scaler() : scaler(2) {}
  void run(array_view<int, 1> v) const {
    scale_then_shift(v, 3);
    negate(v);
  }
};

int main() {
  ampt::test_result r;
  const int n = 40;
  std::vector<int> a(n), b(n);
  std::iota(a.begin(), a.end(), 0);
  std::iota(b.begin(), b.end(), 0);
  array_view<int, 1> av(n, a), bv(n, b);
  scaler s(3);
  s.scale(av);
  negating_scaler ns;
  ns.run(bv);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, av[i], 3 * i);
    AMPT_CHECK_EQ(r, bv[i], -(2 * i + 3));
  }
  return r.finish("lambda/member_kernels");
}
