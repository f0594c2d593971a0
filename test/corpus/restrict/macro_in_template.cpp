// restrict/macro_in_template: restriction macros (the harness's and a local
// one) on class template members defined in the class and out of line, on a
// function template's explicit instantiation, and on a lambda inside a
// function template.
// Specification: C++ AMP 1.2, 2.1.
#include "amp_test.h"

#define KERNEL_SIDE restrict(amp)

template <class T> struct running {
  T total;
  void push(T v) AMPT_BOTH { total += v; }
  T mean(int count) const KERNEL_SIDE;
};

template <class T> T running<T>::mean(int count) const KERNEL_SIDE { return total / T(count); }

template <class T> T weighted(T a, T b) AMPT_BOTH { return a * T(3) + b; }
template float weighted<float>(float, float) AMPT_BOTH;

template <class T> void run(concurrency::array_view<T, 1> v) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) AMPT_GPU {
    running<T> acc = {T(0)};
    for (int k = 1; k <= 4; ++k)
      acc.push(T(k * (i[0] + 1)));
    auto w = [](T x) KERNEL_SIDE { return weighted(x, T(1)); };
    v[i] = w(acc.mean(4));
  });
}

int main() {
  ampt::test_result r;
  const int n = 16;
  std::vector<float> f(n);
  concurrency::array_view<float, 1> fv(n, f);
  run(fv);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, fv[i], weighted(2.5f * (i + 1), 1.0f), 1e-4);
  return r.finish("restrict/macro_in_template");
}
