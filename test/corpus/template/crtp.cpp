// template/crtp: static polymorphism (the curiously recurring template
// pattern) in amp code, where virtual functions are not allowed: a base
// template calls the derived class's restrict(amp) member through a
// static_cast of *this.
// Specification: C++ AMP 1.2, 2.4 (no virtual functions in amp code); ISO
// C++ templates.
#include "amp_test.h"

using namespace concurrency;

template <class Derived> struct shape {
  float area() const restrict(cpu, amp) { return static_cast<const Derived &>(*this).area_impl(); }
  float doubled() const restrict(cpu, amp) { return 2.0f * area(); }
};

struct square_shape : shape<square_shape> {
  float side;
  float area_impl() const restrict(cpu, amp) { return side * side; }
};

struct rect_shape : shape<rect_shape> {
  float w, h;
  float area_impl() const restrict(cpu, amp) { return w * h; }
};

template <class S> float total(const S &s, int copies) restrict(amp) { return s.doubled() * copies; }

int main() {
  ampt::test_result r;
  const int n = 20;
  std::vector<float> out(n);
  array_view<float, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    square_shape s;
    s.side = 0.5f * i[0];
    rect_shape q;
    q.w = 2.0f;
    q.h = static_cast<float>(i[0]);
    v[i] = total(s, 1) + total(q, 3);
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, v[i], 2.0f * 0.25f * i * i + 3.0f * 2.0f * 2.0f * i, 1e-3);
  return r.finish("template/crtp");
}
