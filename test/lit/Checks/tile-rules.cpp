// RUN: %amp2hip --no-output %s -- -Xclang -verify
// C3565 (tile_static memory per kernel, summed over its call graph), C3574
// (tile extents) and C3577 (the kernel's operator()).

#include <amp.h>
#include <climits>
using namespace concurrency;

// --- C3565 -----------------------------------------------------------------
void big_helper(const tiled_index<16> &t) restrict(amp) {
  tile_static float more[4096]; // expected-note 2 {{'more' takes 16384 bytes}}
  more[t.local[0]] = 0.0f;
}

template <int Bytes> void sized(const tiled_index<16> &t) restrict(amp) {
  tile_static char pad[Bytes];
  pad[0] = 0;
}

void limits(array_view<float, 1> av) {
  // 36 KB: valid HIP, more than MSVC allowed.
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) { // expected-warning {{C3565: the kernel uses 36864 bytes of tile_static memory, more than the 32768 bytes MSVC allowed}}
    tile_static float a[5120]; // expected-note {{'a' takes 20480 bytes}}
    a[t.local[0]] = 1.0f;
    big_helper(t);
  });
  // 52 KB: more than NVIDIA's 48 KB of static shared memory.
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) { // expected-error {{C3565: the kernel uses 53248 bytes of tile_static memory, more than the 49152 bytes a portable HIP kernel may have}}
    tile_static float b[9216]; // expected-note {{'b' takes 36864 bytes}}
    b[t.local[0]] = 1.0f;
    big_helper(t);
  });
  // 32 KB exactly and below: fine.
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static float c[4096];
    c[t.local[0]] = 1.0f;
    big_helper(t);
  });
}

// --- C3574 -----------------------------------------------------------------
void extents(array_view<float, 3> av3, array_view<float, 2> av2) {
  parallel_for_each(av2.extent.tile<64, 32>(), [=](tiled_index<64, 32> t) restrict(amp) { // expected-error {{C3574: illegal tile extents: parallel_for_each of a tiled_extent<64, 32>: a tile holds at most 1024 threads}}
    av2[t] = 0.0f;
  });
  parallel_for_each(av3.extent.tile<128, 2, 2>(), [=](tiled_index<128, 2, 2> t) restrict(amp) { // expected-error {{C3574: illegal tile extents: parallel_for_each of a tiled_extent<128, 2, 2>: the first dimension of a 3-D tile must be at most 64}}
    av3[t] = 0.0f;
  });
  parallel_for_each(av2.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    av2[t] = 0.0f;
  });
}
// Any positive tile size makes a valid tiled_extent (the conformance suite's
// pad() tests tile by INT_MAX - 1); only a launch limits it.
bool big_tiles() restrict(cpu, amp) {
  extent<2> e(INT_MAX - 1, INT_MAX - 11);
  auto t = e.tile<INT_MAX - 1, INT_MAX - 11>();
  tiled_extent<2048> t1 = extent<1>(4096).tile<2048>();
  tiled_extent<128, 2, 2> t3 = extent<3>(128, 2, 2).tile<128, 2, 2>();
  return t.pad()[0] == INT_MAX - 1 && t1.pad()[0] == 4096 && t3[0] == 128;
}
// The runtime's own static_asserts fire too, inside its header.
// expected-error@*:* {{the number of threads in a tile must not exceed 1024}}
// expected-error@*:* {{the first tile size of a 3-D tile must not exceed 64}}
// expected-note@*:* 0+ {{in instantiation of}}
// expected-note@*:* 0+ {{expression evaluates to}}

// --- C3577 -----------------------------------------------------------------
struct WrongIndex {
  array_view<float, 2> av;
  void operator()(index<2> i) const restrict(amp) { av[i] = 0.0f; }
};
struct NotAmp {
  array_view<float, 1> av;
  void operator()(index<1> i) const { av[i] = 0.0f; } // expected-note {{'NotAmp::operator()' declared here}}
};
struct Good {
  array_view<float, 1> av;
  void operator()(index<1> i) const restrict(amp) { av[i] = 0.0f; }
};

void signatures(array_view<float, 2> av2, array_view<float, 1> av) {
  parallel_for_each(av2.extent.tile<4, 4>(), WrongIndex{av2}); // expected-error {{C3577: the kernel of this parallel_for_each cannot be called with 'Concurrency::tiled_index<4, 4>'}}
  parallel_for_each(av.extent, NotAmp{av}); // expected-error {{C3577: the kernel's operator() is not restrict(amp)}}
  parallel_for_each(av.extent, Good{av});
}
