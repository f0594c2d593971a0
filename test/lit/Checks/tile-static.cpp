// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

struct Counter {
  Counter() restrict(amp) : n(0) {}
  Counter(int v) restrict(amp) : n(v) {}
  int n;
};

void kernel_body() restrict(amp) {
  tile_static int ok[16];
  tile_static int n = 0; // expected-error {{C3584: a tile_static variable cannot have an initializer}}
  tile_static Counter c(4); // expected-error {{C3584: a tile_static variable cannot have an initializer}}
  tile_static int *p; // expected-error {{C3584: a tile_static variable cannot be a pointer or a reference}}
  ok[0] = n + c.n + (p ? 1 : 0);
}

void both() restrict(cpu, amp) { // expected-note {{'both' is not restricted to amp alone}}
  tile_static float f; // expected-error {{C3584: tile_static is only allowed on local variables of functions restricted to amp alone}}
  (void)f;
}

// Visual C++ refused tile_static in a restrict(cpu, amp) kernel lambda too
// (HCC's dialect takes it: hcc-tile-static-cpu-hc.cpp).
void cpu_amp_kernel(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(
      v.extent.tile<4>(), [=](concurrency::tiled_index<4> t) restrict(cpu, amp) { // expected-note {{'operator()' is not restricted to amp alone}}
        tile_static int cell; // expected-error {{C3584: tile_static is only allowed on local variables of functions restricted to amp alone}}
        cell = t.local[0];
        v[t.global] = cell;
      });
}

void host() { // expected-note {{'host' is not restricted to amp alone}}
  tile_static float g; // expected-error {{C3584: tile_static is only allowed on local variables}}
  (void)g;
}

// On a function or a member there is no variable to place in tile memory.
tile_static int not_a_variable(int x) restrict(amp); // expected-error {{C3584: tile_static is only allowed on local variables of functions restricted to amp alone}}
struct Shared {
  tile_static int member; // expected-error {{C3584: tile_static is only allowed on local variables}}
};
