// RUN: %amp2hip --no-output %s -- -Xclang -verify
// C3559 (recursion), C3560 (no body) and C3600 (tile_static under a
// non-tiled launch), each found through the kernel's call graph.

#include <amp.h>
#include "Inputs/graph-helpers.h"
using namespace concurrency;

// --- C3559 -----------------------------------------------------------------
int fact(int n) restrict(amp) {
  return n <= 1 ? 1 : n * fact(n - 1); // expected-error {{C3559: 'fact' is called recursively in the call graph of a parallel_for_each}}
}

int ping(int n) restrict(amp);
int pong(int n) restrict(amp) { return n > 0 ? ping(n - 1) : 0; } // expected-error {{C3559: 'ping' is called recursively}}
int ping(int n) restrict(amp) { return pong(n); }

template <int N> struct Unroll {
  static int sum(int x) restrict(amp) { return x + Unroll<N - 1>::sum(x); }
};
template <> struct Unroll<0> {
  static int sum(int) restrict(amp) { return 0; }
};

// Recursion only in host code is fine.
int host_fact(int n) { return n <= 1 ? 1 : n * host_fact(n - 1); }

void recursion(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-note 2 {{in the call graph of the parallel_for_each here}}
    av[i] = fact(i[0]); // expected-note {{'fact' is called here from 'lambda'}}
    av[i] += ping(3); // expected-note {{'ping' is called here from 'lambda'}}
    av[i] += Unroll<4>::sum(1); // templates unrolled to a base case recurse into other functions
  });
  av[0] = host_fact(3);
}

// --- C3560 -----------------------------------------------------------------
int declared_only(int x) restrict(amp); // expected-note {{'declared_only' declared here}}
struct Opaque {
  int get() const restrict(amp); // expected-note {{'Opaque::get' declared here}}
};
int defined_later(int x) restrict(amp);

void bodies(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-note 2 {{in the call graph of the parallel_for_each here}}
    av[i] = declared_only(i[0]); // expected-error {{C3560: 'declared_only' is called in the call graph of a parallel_for_each but its body is not in this translation unit}}
    Opaque o;
    av[i] += o.get(); // expected-error {{C3560: 'Opaque::get' is called}}
    av[i] += defined_later(1);
  });
}
int defined_later(int x) restrict(amp) { return x; }

// --- C3600 -----------------------------------------------------------------
int uses_tile_static(int x) restrict(amp) {
  tile_static int scratch[16]; // expected-error {{C3600: tile_static variable 'scratch' is in the call graph of a non-tiled parallel_for_each}}
  scratch[0] = x;
  return scratch[0];
}

template <class T> T tmpl_tile_static(T x) restrict(amp) {
  tile_static T cache; // expected-error {{C3600: tile_static variable 'cache'}}
  cache = x;
  return cache;
}

#define SHARED tile_static

struct FunctorTS {
  array_view<int, 1> av;
  void operator()(index<1> i) const restrict(amp) {
    SHARED int s; // expected-error {{C3600: tile_static variable 's'}}
    s = 1;
    av[i] = s;
  }
};

void non_tiled(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-note 2 {{in the call graph of the parallel_for_each here}}
    av[i] = uses_tile_static(i[0]); // expected-note {{'uses_tile_static' is called here from 'lambda'}}
    av[i] += tmpl_tile_static(2); // expected-note {{'tmpl_tile_static<int>' is called here from 'lambda'}}
  });
  parallel_for_each(av.extent, FunctorTS{av}); // expected-note {{in the call graph of the parallel_for_each here}}
  // The same helpers under a tiled launch are fine.
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    av[t] = uses_tile_static(t.local[0]) + tmpl_tile_static(1);
  });
}
