// RUN: %amp2hip --no-output %s -- -Xclang -verify
// AH1101: tile_static objects are never constructed nor destroyed.
// AH1102: a tile_static scalar updated by every thread of the tile races.
// Warnings: the file is still translated (see the RUN lines at the end).

#include <amp.h>
using namespace concurrency;

struct Counter {
  Counter() restrict(amp) : n(0) {}
  int n;
};
struct Owner {
  ~Owner() restrict(amp) {}
  int n;
};
struct Both {
  Both() restrict(amp) : n(1) {}
  ~Both() restrict(amp) {}
  int n;
};
struct Plain {
  int n;
};

#define SHARED tile_static

template <class T> void cached(const tiled_index<16> &t) restrict(amp) {
  tile_static T keep; // expected-warning {{AH1101: the default constructor of 'Counter' is never run for the tile_static variable 'keep'}}
  keep.n = t.local[0];
}

void lifetimes(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static Counter c; // expected-warning {{AH1101: the default constructor of 'Counter' is never run for the tile_static variable 'c'}}
    tile_static Owner o[4]; // expected-warning {{AH1101: the destructor of 'Owner' is never run for the tile_static variable 'o'}}
    SHARED Both b; // expected-warning {{AH1101: the constructor and destructor of 'Both' is never run for the tile_static variable 'b'}}
    tile_static Plain p; // trivial: nothing is skipped
    c.n = o[0].n = b.n = p.n = 0;
    cached<Counter>(t);
    cached<Plain>(t);
    av[t] = c.n;
  });
}

void races(array_view<float, 2> matrix, array_view<float, 2> averages) {
  parallel_for_each(matrix.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) { // expected-note 2 {{in the call graph of the parallel_for_each here}}
    tile_static float total;
    tile_static float parts[16];
    tile_static int hits;
    total += matrix[t]; // expected-warning {{AH1102: every thread of the tile updates tile_static 'total' here, with no barrier or single-thread guard between them: the updates race}}
    hits++; // expected-warning {{AH1102: every thread of the tile updates tile_static 'hits'}}
    t.barrier.wait();
    // One thread at a time: fine.
    if (t.local[0] == 0 && t.local[1] == 0)
      total = matrix[t];
    t.barrier.wait();
    if (t.local[0] == 0 && t.local[1] == 1)
      total += matrix[t];
    // Each thread its own element: fine.
    parts[t.local[0] * 4 + t.local[1]] += matrix[t];
    // An atomic: fine.
    atomic_fetch_add(&hits, 1);
    t.barrier.wait();
    averages[t.tile] = total / 16.0f + parts[0] + hits;
  });
}
