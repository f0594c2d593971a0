// C++ AMP's properties (declared by the parse model as __declspec(property))
// become calls of their get functions: accelerator, accelerator_view, array,
// texture and tiled_extent, through '.' and '->', chained, in templates and
// generic lambdas (dependent uses, one text for every instantiation), in
// macro arguments and in macro definitions.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <string>
using namespace concurrency;

#define SHOW(x) std::printf("%d\n", int(x))
#define MEMORY_OF(a) (a).dedicated_memory
// The definition is edited once, for every expansion.
// CHECK: #define MEMORY_OF(a) (a).get_dedicated_memory()

std::wstring describe(const accelerator &acc) {
  std::wstring s = acc.description + L" at " + acc.device_path;
  // CHECK: std::wstring s = acc.get_description() + L" at " + acc.get_device_path();
  if (acc.is_emulated || acc.has_display || acc.is_debug)
    // CHECK: if (acc.get_is_emulated() || acc.get_has_display() || acc.get_is_debug())
    s += L" (special)";
  if (acc.supports_double_precision && acc.supports_limited_double_precision &&
      !acc.supports_cpu_shared_memory)
    // CHECK: if (acc.get_supports_double_precision() && acc.get_supports_limited_double_precision() &&
    // CHECK-NEXT: !acc.get_supports_cpu_shared_memory())
    s += L" (doubles)";
  return s;
}

unsigned sizes(const accelerator *p) {
  return p->version + unsigned(p->dedicated_memory) + unsigned(p->default_cpu_access_type);
  // CHECK: return p->get_version() + unsigned(p->get_dedicated_memory()) + unsigned(p->get_default_cpu_access_type());
}

int views(accelerator acc) {
  accelerator_view av = acc.default_view;
  // CHECK: accelerator_view av = acc.get_default_view();
  int n = av.queuing_mode == queuing_mode_automatic;
  // CHECK: int n = av.get_queuing_mode() == queuing_mode_automatic;
  n += av.is_debug + av.is_auto_selection + int(av.version > 0);
  // CHECK: n += av.get_is_debug() + av.get_is_auto_selection() + int(av.get_version() > 0);
  n += acc.default_view.queuing_mode;
  // CHECK: n += acc.get_default_view().get_queuing_mode();
  n += av.accelerator.default_view.accelerator.is_emulated;
  // CHECK: n += av.get_accelerator().get_default_view().get_accelerator().get_is_emulated();
  SHOW(acc.default_view.is_debug);
  // CHECK: SHOW(acc.get_default_view().get_is_debug());
  return n + int(MEMORY_OF(acc) > 0);
  // CHECK: return n + int(MEMORY_OF(acc) > 0);
}

void arrays() {
  array<float, 1> a(16);
  a.accelerator_view.wait();
  // CHECK: a.get_accelerator_view().wait();
  bool same = a.associated_accelerator_view == a.accelerator_view;
  // CHECK: bool same = a.get_associated_accelerator_view() == a.get_accelerator_view();
  access_type t = a.cpu_access_type;
  // CHECK: access_type t = a.get_cpu_access_type();
  std::wstring where = a.accelerator_view.accelerator.description;
  // CHECK: std::wstring where = a.get_accelerator_view().get_accelerator().get_description();
  tiled_extent<4> te = a.extent.tile<4>();
  int tile = te.tile_extent[0];
  // CHECK: int tile = te.get_tile_extent()[0];
  (void)same, (void)t, (void)tile;
}

// Dependent uses: rewritten in each instantiation, at the same place.
template <class A> Concurrency::accelerator_view view_of(const A &arr) {
  return arr.accelerator_view;
  // CHECK: return arr.get_accelerator_view();
}
template <class T, int N> unsigned bits(const graphics::texture<T, N> &tex) {
  return tex.bits_per_scalar_element + tex.mipmap_levels + tex.data_length +
         tex.row_pitch + tex.depth_pitch;
  // CHECK: return tex.get_bits_per_scalar_element() + tex.get_mipmap_levels() + tex.get_data_length() +
  // CHECK-NEXT: tex.get_row_pitch() + tex.get_depth_pitch();
}
template <class T> struct Holder {
  T arr;
  bool on(const accelerator_view &av) const { return arr.accelerator_view == av; }
  // CHECK: bool on(const accelerator_view &av) const { return arr.get_accelerator_view() == av; }
};

int main() {
  accelerator acc;
  array<int, 2> b(4, 4);
  array<float, 1> c(8);
  graphics::texture<int, 2> tex(4, 4);
  Holder<array<int, 2>> h{array<int, 2>(2, 2)};
  int n = views(acc) + int(sizes(&acc)) + int(bits(tex)) +
          int(view_of(b) == view_of(c)) + int(h.on(tex.accelerator_view));
  // CHECK: int(view_of(b) == view_of(c)) + int(h.on(tex.get_accelerator_view()));
  n += tex.associated_accelerator_view == acc.default_view;
  // CHECK: n += tex.get_associated_accelerator_view() == acc.get_default_view();
  // A generic lambda's uses resolve in its instantiations.
  auto same_view = [](const auto &x, const auto &y) { return x.accelerator_view == y.accelerator_view; };
  // CHECK: auto same_view = [](const auto &x, const auto &y) { return x.get_accelerator_view() == y.get_accelerator_view(); };
  n += same_view(b, tex);
  arrays();
  return describe(acc).empty() ? 1 : n * 0;
}
