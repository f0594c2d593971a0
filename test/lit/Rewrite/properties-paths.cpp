// Property uses reached in other ways: through pointers and references, in
// a restrict(cpu, amp) function and a kernel function object template, a
// tiled_extent captured by a kernel, in unevaluated operands (decltype,
// sizeof, noexcept), parenthesized reads, constructor initializers, default
// arguments, init-captures, range-for lists, a derived class's members
// (`this` implied and written), indices that are property uses themselves,
// and a swizzle of a swizzle.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

struct Counter {
  int n = 0, k[4] = {0, 1, 2, 3};
  int get_n() const { return n; }
  void set_n(int v) { n = v; }
  int get_k(int i) const { return k[i]; }
  void set_k(int i, int v) { k[i] = v; }
  __declspec(property(get = get_n, put = set_n)) int count;
  __declspec(property(get = get_k, put = set_k)) int slot[];
  int both() { return this->count + (*this).count; }
  // CHECK: int both() { return this->get_n() + (*this).get_n(); }
};
struct Twice : Counter {
  int twice() { count *= 2; return count; }
  // CHECK: int twice() { set_n(get_n() * (2)); return get_n(); }
};

struct Holder {
  accelerator_view view;
  explicit Holder(const array<int, 1> &a) : view(a.accelerator_view) {}
  // CHECK: explicit Holder(const array<int, 1> &a) : view(a.get_accelerator_view()) {}
};
int debug_of(accelerator_view av = accelerator().default_view) { return av.is_debug; }
// CHECK: int debug_of(accelerator_view av = accelerator().get_default_view()) { return av.get_is_debug(); }

float_2 shift(float_4 *pv) restrict(cpu, amp) {
  pv->xy += float_2(1.0f);
  // CHECK: pv->set_xy(pv->get_xy() + (float_2(1.0f)));
  float_4 &r = *pv;
  r.yx = r.zw;
  // CHECK: r.set_yx(r.get_zw());
  return pv->wz;
  // CHECK: return pv->get_wz();
}

template <class V> struct Swap {
  array_view<V, 1> v;
  void operator()(index<1> i) const restrict(amp) {
    V p = v[i];
    p.xy -= p.yx;
    // CHECK: p.set_xy(p.get_xy() - (p.get_yx()));
    v[i].yx = p.xy;
    // CHECK: v[i].set_yx(p.get_xy());
  }
};

int main() {
  accelerator acc;
  const accelerator &ra = acc;
  accelerator *pa = &acc;
  decltype(acc.description) d = acc.description;
  // CHECK: decltype(acc.get_description()) d = acc.get_description();
  unsigned m = ra.version + pa->version + unsigned((ra.dedicated_memory));
  // CHECK: unsigned m = ra.get_version() + pa->get_version() + unsigned((ra.get_dedicated_memory()));
  array<int, 1> arr(64);
  array<int, 1> *parr = &arr;
  accelerator_view v1 = parr->accelerator_view;
  // CHECK: accelerator_view v1 = parr->get_accelerator_view();
  accelerator_view &rv = v1;
  bool q = rv.queuing_mode == queuing_mode_automatic ? rv.is_debug : rv.accelerator.is_emulated;
  // CHECK: bool q = rv.get_queuing_mode() == queuing_mode_automatic ? rv.get_is_debug() : rv.get_accelerator().get_is_emulated();
  static_assert(sizeof(arr.cpu_access_type) == sizeof(access_type), "");
  // CHECK: static_assert(sizeof(arr.get_cpu_access_type()) == sizeof(access_type), "");
  bool nx = noexcept(arr.accelerator_view);
  // CHECK: bool nx = noexcept(arr.get_accelerator_view());

  std::vector<int> x(64);
  array_view<int, 1> av(64, x);
  tiled_extent<16> te = av.extent.tile<16>();
  parallel_for_each(te, [=](tiled_index<16> t) restrict(amp) {
    av[t] = t.tile_extent[0] + te.tile_extent[0];
    // CHECK: av[t] = t.tile_extent[0] + te.get_tile_extent()[0];
  });
  std::vector<float_4> fv(16, float_4(1.0f));
  array_view<float_4, 1> fa(16, fv);
  parallel_for_each(fa.extent, Swap<float_4>{fa});

  Twice c;
  c.slot[c.slot[1]] = c.slot[c.slot[0] + 2];
  // CHECK: c.set_k(c.get_k(1), c.get_k(c.get_k(0) + 2));
  int y = (c.count) + 1;
  // CHECK: int y = (c.get_n()) + 1;
  Holder h(arr);
  auto cap = [v = arr.accelerator_view, &c] { return v.is_debug + c.count; };
  // CHECK: auto cap = [v = arr.get_accelerator_view(), &c] { return v.get_is_debug() + c.get_n(); };
  int s = 0;
  for (auto e : {acc.default_view, arr.accelerator_view, h.view})
    // CHECK: for (auto e : {acc.get_default_view(), arr.get_accelerator_view(), h.view})
    s += e.is_debug;
  float_4 f(1.0f, 2.0f, 3.0f, 4.0f);
  float z = f.xy.yx.x + f.wzyx.w;
  // CHECK: float z = f.get_xy().get_yx().x + f.get_wzyx().w;
  f.xy = f.zw.yx;
  // CHECK: f.set_xy(f.get_zw().get_yx());
  float_2 g = shift(&f);
  return int(d.empty()) + int(m) + q + nx + y + cap() + s + debug_of() +
         c.twice() + c.both() + int(z + g.x);
}
