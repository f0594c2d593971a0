// restrict/operators: overloaded operators restricted to amp or to cpu,amp:
// member and free binary operators, compound assignment, unary minus,
// subscript, function call and comparison, used inside a kernel.
// Specification: C++ AMP 1.2, 2.1 (restriction specifiers on operator
// functions).
#include "amp_test.h"

using namespace concurrency;

struct vec2 {
  float x, y;

  vec2 operator+(const vec2 &o) const restrict(cpu, amp) {
    vec2 r = {x + o.x, y + o.y};
    return r;
  }
  vec2 &operator+=(const vec2 &o) restrict(amp) {
    x += o.x;
    y += o.y;
    return *this;
  }
  vec2 operator-() const restrict(amp) {
    vec2 r = {-x, -y};
    return r;
  }
  float operator[](int i) const restrict(cpu, amp) { return i == 0 ? x : y; }
  float operator()(float sx, float sy) const restrict(amp) {
    return x * sx + y * sy;
  }
  bool operator==(const vec2 &o) const restrict(cpu, amp) {
    return x == o.x && y == o.y;
  }
};

vec2 operator*(float s, const vec2 &v) restrict(cpu, amp) {
  vec2 r = {s * v.x, s * v.y};
  return r;
}

int main() {
  ampt::test_result r;
  const int n = 50;
  std::vector<float> out(n * 4);
  array_view<float, 2> v(n, 4, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    float f = static_cast<float>(i[0]);
    vec2 a = {f, 1.0f};
    vec2 b = {2.0f, f};
    vec2 c = a + 2.0f * b; // (f + 4, 1 + 2f)
    c += -a;               // (4, 2f)
    v(i[0], 0) = c[0];
    v(i[0], 1) = c[1];
    v(i[0], 2) = c(10.0f, 1.0f); // 40 + 2f
    v(i[0], 3) = (c == c && !(c == a)) ? 1.0f : 0.0f;
  });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_CLOSE(r, v(i, 0), 4.0f, 1e-6);
    AMPT_CHECK_CLOSE(r, v(i, 1), 2.0f * i, 1e-6);
    AMPT_CHECK_CLOSE(r, v(i, 2), 40.0f + 2.0f * i, 1e-4);
    AMPT_CHECK_EQ(r, v(i, 3), 1.0f);
  }
  vec2 h = {1.0f, 2.0f};
  AMPT_CHECK(r, (h + h) == 2.0f * h);
  return r.finish("restrict/operators");
}
