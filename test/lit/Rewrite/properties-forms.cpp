// Every form of a property use, on the program's own properties (whose
// declarations are removed) and on C++ AMP's swizzles, in host and kernel
// code: get, set, compound assignment, ++/-- (prefix, postfix, value used or
// not), through '->', indexed properties, parentheses, `this` implied, in
// templates and macro arguments. An object or index that is not a name is
// evaluated once: the use becomes a lambda called on the spot.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
using namespace concurrency;
using namespace concurrency::graphics;

#define SHOW(x) std::printf("%d\n", int(x))
#define RW_PROPERTY(T, name)                                                   \
  __declspec(property(get = get_##name, put = set_##name)) T name;
// CHECK: #define RW_PROPERTY(T, name)                                                   \

struct Counter {
  int n = 0, k[4] = {0, 0, 0, 0}, d = 0;
  int get_n() const { return n; }
  void set_n(int v) { n = v; }
  int get_k(int i) const { return k[i]; }
  void set_k(int i, int v) { k[i] = v; }
  int get_depth() const { return d; }
  int set_depth(int v) { return d = v; }
  __declspec(property(get = get_n, put = set_n)) int count;
  // CHECK: int set_depth(int v) { return d = v; }
  // CHECK-EMPTY:
  __declspec(property(get = get_k, put = set_k)) int slot[];
  // CHECK-EMPTY:
  RW_PROPERTY(int, depth)
  // CHECK-NEXT: RW_PROPERTY(int, depth)

  int bump() {
    count += 2;
    // CHECK: set_n(get_n() + (2));
    ++slot[count];
    // CHECK: [&, amp2hip_i0 = get_n()]() { return set_k(amp2hip_i0, get_k(amp2hip_i0) + 1); }();
    return count++;
    // CHECK: return [&]() { auto amp2hip_old = get_n(); set_n(amp2hip_old + 1); return amp2hip_old; }();
  }
};

Counter *pick(Counter *c) { return c; }
int index_of(int i) { return i % 4; }

template <class T> int twice(T &t) {
  t.count *= 2;
  // CHECK: t.set_n(t.get_n() * (2));
  return t.count;
  // CHECK: return t.get_n();
}

int host_forms(Counter &c, Counter *p) {
  c.count = 3;
  // CHECK: c.set_n(3);
  c.count += 4 * c.count;
  // CHECK: c.set_n(c.get_n() + (4 * c.get_n()));
  c.count <<= 1;
  // CHECK: c.set_n(c.get_n() << (1));
  ++c.count;
  // CHECK: c.set_n(c.get_n() + 1);
  c.count--;
  // CHECK: c.set_n(c.get_n() - 1);
  for (int i = 0; i < 2; c.count++)
    // CHECK: for (int i = 0; i < 2; c.set_n(c.get_n() + 1))
    ++i;
  int old = c.count++;
  // CHECK: int old = [&, &amp2hip_obj = c]() { auto amp2hip_old = amp2hip_obj.get_n(); amp2hip_obj.set_n(amp2hip_old + 1); return amp2hip_old; }();
  p->count = old;
  // CHECK: p->set_n(old);
  pick(p)->count += 1;
  // CHECK: [&, amp2hip_obj = pick(p)]() { return amp2hip_obj->set_n(amp2hip_obj->get_n() + (1)); }();
  --pick(p)->count;
  // CHECK: [&, amp2hip_obj = pick(p)]() { return amp2hip_obj->set_n(amp2hip_obj->get_n() - 1); }();
  (c.count) = 9;
  // CHECK: c.set_n(9);
  c.slot[1] = 7;
  // CHECK: c.set_k(1, 7);
  c.slot[2] += c.slot[1];
  // CHECK: c.set_k(2, c.get_k(2) + (c.get_k(1)));
  c.slot[index_of(old)] -= 1;
  // CHECK: [&, &amp2hip_obj = c, amp2hip_i0 = index_of(old)]() { return amp2hip_obj.set_k(amp2hip_i0, amp2hip_obj.get_k(amp2hip_i0) - (1)); }();
  int d = c.depth = p->depth = 5;
  // CHECK: int d = c.set_depth(p->set_depth(5));
  SHOW(c.depth += 1);
  // CHECK: SHOW(c.set_depth(c.get_depth() + (1)));
  return c.count + c.slot[0] + d + twice(c) + c.bump();
  // CHECK: return c.get_n() + c.get_k(0) + d + twice(c) + c.bump();
}

void kernel_forms(array_view<float_4, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    float_4 p = v[i];
    float_2 xy = p.xy;
    // CHECK: float_2 xy = p.get_xy();
    p.zw = xy;
    // CHECK: p.set_zw(xy);
    p.xyz += float_3(1.0f);
    // CHECK: p.set_xyz(p.get_xyz() + (float_3(1.0f)));
    p.bgr = p.rgb;
    // CHECK: p.set_bgr(p.get_rgb());
    v[i].yx = p.xy;
    // CHECK: v[i].set_yx(p.get_xy());
    v[i].wzyx *= p.xyzw;
    // CHECK: [&, &amp2hip_obj = v[i]]() { return amp2hip_obj.set_wzyx(amp2hip_obj.get_wzyx() * (p.get_xyzw())); }();
    p.xy++;
    // CHECK: p.set_xy(p.get_xy() + 1);
    float_2 before = p.zw--;
    // CHECK: float_2 before = [&, &amp2hip_obj = p]() { auto amp2hip_old = amp2hip_obj.get_zw(); amp2hip_obj.set_zw(amp2hip_old - 1); return amp2hip_old; }();
    float_2 after = ++p.yx;
    // CHECK: float_2 after = p.set_yx(p.get_yx() + 1);
  });
}

int main() {
  Counter c, e;
  int r = host_forms(c, &e);
  std::vector<float_4> data(4, float_4(1.0f));
  array_view<float_4, 1> v(4, data);
  kernel_forms(v);
  return r == 0;
}
