// amp_more_kernels.cpp - the C++ AMP side of the benchmark suite, part 2:
// tiled reduction, histogram with atomics on tile_static memory, 2-D
// stencil with halo tiles, all-pairs n-body with fast_math, bitonic sort.
// Translated like amp_seed_kernels.cpp (namespaces amp_opt and amp_literal).
#include <amp.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
using namespace concurrency;
using namespace concurrency::graphics;

#ifndef AMP_BENCH_NS
#define AMP_BENCH_NS amp_opt
#endif

namespace AMP_BENCH_NS {

static const int reduce_tile = 256;

// partial[tile] = the sum of the tile's elements (a tree in tile_static
// memory); data's extent is a multiple of the tile.
void reduce_tiled(const array_view<const float, 1> &data,
                  const array_view<float, 1> &partial) {
  partial.discard_data();
  parallel_for_each(data.extent.tile<reduce_tile>(),
                    [=](tiled_index<reduce_tile> t) restrict(amp) {
    tile_static float part[reduce_tile];
    const int l = t.local[0];
    part[l] = data[t.global];
    t.barrier.wait();
    for (int s = reduce_tile / 2; s > 0; s >>= 1) {
      if (l < s)
        part[l] += part[l + s];
      t.barrier.wait();
    }
    if (l == 0)
      partial[t.tile] = part[0];
  });
}

static const int bins = 256;

// hist[b] = how many elements of data have b in their low byte. Each tile
// counts its share in tile_static memory, then adds its counts to hist.
void histogram(const array_view<const unsigned int, 1> &data,
               const array_view<unsigned int, 1> &hist, int tiles) {
  hist.discard_data();
  parallel_for_each(hist.extent,
                    [=](index<1> i) restrict(amp) { hist[i] = 0u; });
  const int n = data.extent[0];
  const int stride = tiles * bins;
  parallel_for_each(extent<1>(stride).tile<bins>(),
                    [=](tiled_index<bins> t) restrict(amp) {
    tile_static unsigned int local_hist[bins];
    local_hist[t.local[0]] = 0u;
    t.barrier.wait();
    for (int i = t.global[0]; i < n; i += stride)
      atomic_fetch_inc(&local_hist[data[i] & (bins - 1)]);
    t.barrier.wait();
    atomic_fetch_add(&hist[t.local[0]], local_hist[t.local[0]]);
  });
}

static const int st = 16;

// out = the 5-point average of in, edges clamped. Each tile loads its block
// and a one-element halo around it into tile_static memory.
void stencil_5pt(const array_view<const float, 2> &in,
                 const array_view<float, 2> &out) {
  out.discard_data();
  parallel_for_each(in.extent.tile<st, st>(),
                    [=](tiled_index<st, st> t) restrict(amp) {
    tile_static float s[st + 2][st + 2];
    const int rows = in.extent[0], cols = in.extent[1];
    const int gr = t.global[0], gc = t.global[1];
    const int r = t.local[0] + 1, c = t.local[1] + 1;
    s[r][c] = in(gr, gc);
    if (t.local[0] == 0)
      s[0][c] = in(gr > 0 ? gr - 1 : 0, gc);
    if (t.local[0] == st - 1)
      s[st + 1][c] = in(gr + 1 < rows ? gr + 1 : rows - 1, gc);
    if (t.local[1] == 0)
      s[r][0] = in(gr, gc > 0 ? gc - 1 : 0);
    if (t.local[1] == st - 1)
      s[r][st + 1] = in(gr, gc + 1 < cols ? gc + 1 : cols - 1);
    t.barrier.wait();
    out[t.global] =
        0.2f * (s[r][c] + s[r - 1][c] + s[r + 1][c] + s[r][c - 1] + s[r][c + 1]);
  });
}

static const int body_tile = 256;

// acc[i] = sum over j of m_j (p_j - p_i) / (|p_j - p_i|^2 + eps)^(3/2);
// pos holds (x, y, z, mass). The bodies pass through tile_static memory one
// tile at a time.
void nbody_forces(const array_view<const float_4, 1> &pos,
                  const array_view<float_4, 1> &acc, float softening) {
  acc.discard_data();
  const int n = pos.extent[0];
  parallel_for_each(pos.extent.tile<body_tile>(),
                    [=](tiled_index<body_tile> t) restrict(amp) {
    tile_static float_4 block[body_tile];
    const float_4 p = pos[t.global];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int base = 0; base < n; base += body_tile) {
      block[t.local[0]] = pos[base + t.local[0]];
      t.barrier.wait();
      for (int j = 0; j < body_tile; j++) {
        const float_4 q = block[j];
        const float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
        const float d2 = dx * dx + dy * dy + dz * dz + softening;
        const float inv = fast_math::rsqrt(d2);
        const float f = q.w * inv * inv * inv;
        ax += dx * f;
        ay += dy * f;
        az += dz * f;
      }
      t.barrier.wait();
    }
    acc[t.global] = float_4(ax, ay, az, 0.0f);
  });
}

// data = in, sorted ascending; the extent is a power of two. One launch per
// step of the bitonic network.
void bitonic_sort(const array_view<const unsigned int, 1> &in,
                  const array_view<unsigned int, 1> &data) {
  data.discard_data();
  parallel_for_each(data.extent,
                    [=](index<1> i) restrict(amp) { data[i] = in[i]; });
  const int n = data.extent[0];
  for (int k = 2; k <= n; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      parallel_for_each(data.extent, [=](index<1> idx) restrict(amp) {
        const int i = idx[0];
        const int ixj = i ^ j;
        if (ixj > i) {
          const unsigned int a = data[i], b = data[ixj];
          const bool ascending = (i & k) == 0;
          if ((a > b) == ascending) {
            data[i] = b;
            data[ixj] = a;
          }
        }
      });
    }
  }
}

} // namespace AMP_BENCH_NS
