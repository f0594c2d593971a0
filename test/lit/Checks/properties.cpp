// Properties: assigning a read-only one is MSVC's C2774 (C++ AMP's are all
// read-only but the swizzles), as is assigning the copy its get function
// returns; reading a write-only one is C2775; a use that instantiations of
// a template see as a property in one and as an ordinary member in another
// has no one rewrite (AH1302).
// RUN: %amp2hip --no-output %s -- -Xclang -verify
#include <amp.h>
#include <amp_short_vectors.h>
using namespace concurrency;

struct Grid {
  int w = 0;
  int get_width() const { return w; }
  void put_level(int) {}
  __declspec(property(get = get_width)) int width;
  __declspec(property(put = put_level)) int level;
};
struct Plain {
  int width = 1;
};

template <class T> int width_of(const T &t) {
  return t.width; // expected-error {{AH1302: 'width' is a property in one instantiation of this template (or expansion of this macro) and an ordinary member or another property in another}}
}

void wrong(accelerator &acc, array<float, 1> &a, Grid &g) {
  accelerator_view av = acc.get_default_view();
  acc.description = L"mine"; // expected-error {{C2774: 'description': no 'put' method is associated with this property; it cannot be assigned}}
  a.accelerator_view = av; // expected-error {{C2774: 'accelerator_view': no 'put' method}}
  acc.default_cpu_access_type = access_type_read; // expected-error {{C2774: 'default_cpu_access_type': no 'put' method}}
  av.queuing_mode = queuing_mode_immediate; // expected-error {{C2774: 'queuing_mode': no 'put' method}}
  g.width += 1; // expected-error {{C2774: 'width': no 'put' method}}
  a.get_accelerator_view() = av; // expected-error {{C2774: 'get_accelerator_view' returns a copy of the read-only property 'accelerator_view'; assigning that copy changes nothing}}
  a.get_associated_accelerator_view() = acc.get_default_view(); // expected-error {{C2774: 'get_associated_accelerator_view' returns a copy of the read-only property 'associated_accelerator_view'}}
  acc.get_default_view() = av; // expected-error {{C2774: 'get_default_view' returns a copy}}
  int x = g.level; // expected-error {{C2775: 'level': no 'get' method is associated with this property; it cannot be read}}
  g.width = 2; // expected-error {{C2774: 'width': no 'put' method}}
  ++g.width; // expected-error {{C2774: 'width': no 'put' method}}
  Grid *pg = &g;
  pg->width--; // expected-error {{C2774: 'width': no 'put' method}}
  x += (pg->level); // expected-error {{C2775: 'level': no 'get' method}}
  (void)x;
}

int main() {
  Grid g;
  Plain p;
  graphics::float_2 v(1.0f, 2.0f);
  v.yx = v.xy; // swizzles have put methods
  return width_of(g) + width_of(p);
}
