// Every C++ AMP property and every form of a property use, on the host and
// in kernels, with the program's own properties too. Returns the number of
// failed checks (0: all passed).
#include <amp.h>
#include <amp_graphics.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("FAILED line %d: %s\n", __LINE__, #cond);                    \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

// A property declared through a macro (removed from the definition).
#define RW_PROPERTY(T, name)                                                   \
  __declspec(property(get = get_##name, put = set_##name)) T name;

struct Counter {
  int n = 0, k[4] = {0, 0, 0, 0}, d = 0;
  int get_n() const { return n; }
  void set_n(int v) { n = v; }
  int get_k(int i) const { return k[i]; }
  void set_k(int i, int v) { k[i] = v; }
  int get_depth() const { return d; }
  int set_depth(int v) { return d = v; }
  __declspec(property(get = get_n, put = set_n)) int count;
  __declspec(property(get = get_k, put = set_k)) int slot[];
  RW_PROPERTY(int, depth)

  int bump() {
    count += 2;
    ++slot[count % 4];
    return count++;
  }
};

// A property of amp-restricted accessors, used in kernels.
struct Cell {
  float v;
  float get_value() const restrict(cpu, amp) { return v; }
  void put_value(float x) restrict(cpu, amp) { v = x; }
  __declspec(property(get = get_value, put = put_value)) float value;
};

template <class T> struct Box {
  T item;
  T get_item() const { return item; }
  void set_item(T x) { item = x; }
  __declspec(property(get = get_item, put = set_item)) T value;
};

static int picks = 0;
Counter *pick(Counter *c) {
  ++picks;
  return c;
}
int slot_of(int i) {
  ++picks;
  return i % 4;
}

template <class A> accelerator_view view_of(const A &a) {
  return a.accelerator_view;
}
template <class T> int doubled(T &t) {
  t.count *= 2;
  return t.count;
}

void accelerators() {
  accelerator acc;
  CHECK(acc.description == acc.get_description());
  CHECK(acc.device_path == acc.get_device_path());
  CHECK(acc.version == acc.get_version());
  CHECK(acc.dedicated_memory == acc.get_dedicated_memory());
  CHECK(!acc.is_debug);
  CHECK(acc.is_emulated == acc.get_is_emulated());
  CHECK(acc.has_display == acc.get_has_display());
  CHECK(acc.supports_double_precision == acc.get_supports_double_precision());
  CHECK(acc.supports_limited_double_precision ==
        acc.get_supports_limited_double_precision());
  CHECK(acc.supports_cpu_shared_memory == acc.get_supports_cpu_shared_memory());
  CHECK(acc.default_view == acc.get_default_view());
  CHECK(acc.default_cpu_access_type == acc.get_default_cpu_access_type());
  accelerator cpu(accelerator::cpu_accelerator);
  const accelerator *p = &cpu;
  CHECK(p->device_path == L"cpu");
  CHECK(p->is_emulated && p->supports_cpu_shared_memory);
  CHECK(p->default_cpu_access_type == access_type_read_write);

  accelerator_view av = acc.create_view(queuing_mode_immediate);
  CHECK(av.accelerator == acc);
  CHECK(av.queuing_mode == queuing_mode_immediate);
  CHECK(acc.default_view.queuing_mode == queuing_mode_automatic);
  CHECK(!av.is_debug && !av.is_auto_selection);
  CHECK(av.version == av.get_version());
  CHECK(av.accelerator.default_view.accelerator.description ==
        acc.description);

  array<float, 1> a(16, av);
  array<int, 2> b(4, 4, acc.default_view, av);
  CHECK(a.accelerator_view == av);
  CHECK(b.accelerator_view == acc.default_view);
  CHECK(b.associated_accelerator_view == av);
  CHECK(a.cpu_access_type == a.get_cpu_access_type());
  CHECK(view_of(a) == av && view_of(b) == acc.default_view);
  CHECK(a.accelerator_view.accelerator.device_path == acc.device_path);
  a.accelerator_view.wait();

  tiled_extent<4> te = a.extent.tile<4>();
  CHECK(te.tile_extent[0] == 4);
  tiled_extent<2, 8> t2(extent<2>(4, 16));
  CHECK(t2.tile_extent[1] == 8 && t2.tile_extent.size() == 16);

  texture<int, 2> tex(4, 8);
  CHECK(tex.bits_per_scalar_element == 32);
  CHECK(tex.mipmap_levels == 1);
  CHECK(tex.data_length == 4 * 8 * 4);
  CHECK(tex.row_pitch == tex.get_row_pitch());
  CHECK(tex.depth_pitch == tex.get_depth_pitch());
  CHECK(tex.accelerator_view == tex.associated_accelerator_view);
  texture_view<const int, 2> tv(tex);
  CHECK(tv.bits_per_scalar_element == 32 && tv.mipmap_levels == 1);
}

void user_properties() {
  Counter c, e;
  c.count = 3;
  CHECK(c.n == 3);
  c.count += 4 * c.count;
  CHECK(c.count == 15);
  c.count <<= 1;
  CHECK(c.count == 30);
  ++c.count;
  c.count--;
  --c.count;
  CHECK(c.count == 29);
  int old = c.count++;
  CHECK(old == 29 && c.count == 30);
  old = c.count--;
  CHECK(old == 30 && c.count == 29);
  (c.count) = 9;
  CHECK(c.n == 9);
  Counter *p = &e;
  p->count = 5;
  pick(p)->count += 1;
  --pick(p)->count;
  int seen = pick(p)->count++;
  CHECK(e.n == 6 && seen == 5 && picks == 3);
  c.slot[1] = 7;
  c.slot[2] += c.slot[1];
  c.slot[slot_of(7)] -= 1;
  CHECK(c.k[1] == 7 && c.k[2] == 7 && c.k[3] == -1 && picks == 4);
  int d = c.depth = p->depth = 5;
  CHECK(d == 5 && c.d == 5 && e.d == 5);
  CHECK(doubled(c) == 18 && doubled(e) == 12);
  c.count = 1;
  CHECK(c.bump() == 3 && c.count == 4 && c.k[3] == 0);
  Box<float> bx{1.5f};
  bx.value *= 2.0f;
  CHECK(bx.value == 3.0f);
}

void swizzles() {
  float_4 v(1.0f, 2.0f, 3.0f, 4.0f);
  float_2 xy = v.xy;
  CHECK(xy.x == 1.0f && xy.y == 2.0f);
  v.zw = xy;
  CHECK(v.z == 1.0f && v.w == 2.0f);
  v.xyz += float_3(1.0f);
  CHECK(v.x == 2.0f && v.y == 3.0f && v.z == 2.0f);
  v.bgr = v.rgb;
  CHECK(v.x == 2.0f && v.y == 3.0f && v.z == 2.0f);
  int_3 w(1, 2, 3);
  w.zyx = w.xyz;
  CHECK(w.x == 3 && w.y == 2 && w.z == 1);
  w.rg -= int_2(1, 1);
  CHECK(w.get_r() == 2 && w.get_g() == 1);
}

// ++ and -- through swizzles, and a scalar taken as a vector (C++ AMP's
// short vectors convert from their scalar): the same code on both sides.
float bumped(float_3 v) restrict(cpu, amp) {
  v.xy++;                 // 2 3 3
  ++v.yz;                 // 2 4 4
  float_2 old = v.zx--;   // old 4 2; v 1 4 3
  float_2 now = --v.xy;   // v 0 3 3; now 0 3
  v = v * 2.0f + 1;       // 1 7 7
  return v.x * 100.0f + v.y * 10.0f + v.z + old.x * 1000.0f + now.y * 10000.0f;
}

void increments() {
  const float want = 1.0f * 100 + 70 + 7 + 4000 + 30000;
  CHECK(bumped(float_3(1.0f, 2.0f, 3.0f)) == want);
  std::vector<float> out(4);
  array_view<float, 1> o(4, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    o[i] = bumped(float_3(1.0f, 2.0f, 3.0f));
  });
  o.synchronize();
  CHECK(out[0] == want && out[3] == want);
}

void kernels() {
  std::vector<float_4> data(8, float_4(1.0f, 2.0f, 3.0f, 4.0f));
  array_view<float_4, 1> v(8, data);
  std::vector<Cell> cells(8);
  for (int i = 0; i < 8; ++i)
    cells[i].v = float(i);
  array_view<Cell, 1> cv(8, cells);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    float_4 p = v[i];
    p.zw = p.xy;              // 1 2 1 2
    p.xyz += float_3(1.0f);   // 2 3 2 2
    v[i].yx = p.xy;           // v: 3 2 3 4
    v[i].wzyx *= p.xyzw;      // v: 3*2 2*2 3*3 4*2 (w*x, z*y, y*z, x*w)
    cv[i].value += 1.0f;
    Cell &c = cv[i];
    c.value = c.value * 2.0f;
  });
  v.synchronize();
  cv.synchronize();
  for (int i = 0; i < 8; ++i) {
    CHECK(data[i].x == 6.0f && data[i].y == 4.0f && data[i].z == 9.0f &&
          data[i].w == 8.0f);
    CHECK(cells[i].v == 2.0f * (float(i) + 1.0f));
  }
}

// Uses reached through pointers, references, a derived class, a function
// for both sides, a kernel function object template, unevaluated operands.
struct Twice : Counter {
  int twice() {
    count *= 2;
    return this->count;
  }
};
struct Holder {
  accelerator_view view;
  explicit Holder(const array<int, 1> &a) : view(a.accelerator_view) {}
};
int debug_of(accelerator_view av = accelerator().default_view) {
  return av.is_debug;
}
float_2 shift(float_4 *pv) restrict(cpu, amp) {
  pv->xy += float_2(1.0f); // 2 3 3 4
  float_4 &r = *pv;
  r.yx = r.zw; // 4 3 3 4
  return pv->wz;
}
template <class V> struct Swap {
  array_view<V, 1> v;
  void operator()(index<1> i) const restrict(amp) {
    V p = v[i];
    p.xy -= p.yx;   // -1 1
    v[i].yx = p.xy; // 1 -1 3 4
  }
};

void paths() {
  accelerator acc;
  const accelerator &ra = acc;
  accelerator *pa = &acc;
  decltype(acc.description) d = ra.description;
  CHECK(d == pa->description && (ra.version) == pa->get_version());
  CHECK(sizeof(acc.dedicated_memory) == sizeof(acc.get_dedicated_memory()));
  array<int, 1> arr(64);
  array<int, 1> *parr = &arr;
  const accelerator_view &rv = arr.get_accelerator_view() == acc.default_view
                                   ? acc.default_view
                                   : parr->accelerator_view;
  CHECK(rv == parr->accelerator_view);
  Holder h(arr);
  CHECK(h.view == arr.accelerator_view && debug_of() == 0);
  int seen = 0;
  for (auto e : {acc.default_view, parr->accelerator_view, h.view})
    seen += int(!e.is_debug);
  CHECK(seen == 3);

  Twice c;
  c.k[0] = 0, c.k[1] = 1, c.k[2] = 2, c.k[3] = 3;
  c.slot[c.slot[1]] = c.slot[c.slot[0] + 2];
  CHECK(c.k[1] == 2);
  c.count = 3;
  CHECK((c.count) + 1 == 4 && c.twice() == 6);
  auto cap = [v = arr.accelerator_view, &c] { return v.is_debug + c.count; };
  CHECK(cap() == 6);

  float_4 f(1.0f, 2.0f, 3.0f, 4.0f);
  float_2 g = shift(&f);
  CHECK(f.x == 4.0f && f.y == 3.0f && g.x == 4.0f && g.y == 3.0f);
  CHECK(f.xy.yx.x == 3.0f && f.wzyx.w == 4.0f);

  std::vector<int> out(64);
  array_view<int, 1> ov(64, out);
  tiled_extent<16> te = ov.extent.tile<16>();
  std::vector<float_4> fv(16, float_4(1.0f, 2.0f, 3.0f, 4.0f));
  std::vector<float_2> gv(16);
  array_view<float_4, 1> fa(16, fv);
  array_view<float_2, 1> ga(16, gv);
  parallel_for_each(te, [=](tiled_index<16> t) restrict(amp) {
    ov[t] = t.tile_extent[0] + te.tile_extent[0];
    if (t.global[0] < 16) {
      float_4 w = fa[t.global];
      ga[t.global] = shift(&w);
    }
  });
  ov.synchronize();
  ga.synchronize();
  parallel_for_each(fa.extent, Swap<float_4>{fa});
  fa.synchronize();
  for (int i = 0; i < 64; ++i)
    CHECK(out[i] == 32);
  for (int i = 0; i < 16; ++i)
    CHECK(gv[i].x == 4.0f && gv[i].y == 3.0f && fv[i].x == 1.0f &&
          fv[i].y == -1.0f && fv[i].z == 3.0f && fv[i].w == 4.0f);
}

int main() {
  accelerators();
  paths();
  user_properties();
  swizzles();
  increments();
  kernels();
  if (failures)
    std::printf("%d check(s) failed\n", failures);
  else
    std::printf("properties: all checks passed\n");
  return failures;
}
