// Small tiles that amp2hip packs several to a GPU block (docs/performance.md,
// "Tile packing"), checked element by element against the host: 1-, 2- and
// 3-D tiles; tile counts along x that the block's share does not divide
// (the runtime takes fewer tiles per block); barriers in a loop and in a
// called function; tile_static scalars and arrays; a padded domain; every
// tiled_index member. Beside them, kernels that must not be packed (a
// barrier that depends on the tile) give the same results as ever.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static bool report(const char *what, bool ok) {
  std::printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  return ok;
}

template <int S>
bool averages(int rows, int cols) {
  std::vector<float> m(rows * cols), avg((rows / S) * (cols / S), -1.0f);
  for (int i = 0; i < rows * cols; ++i)
    m[i] = float((i * 7) % 23);
  array_view<const float, 2> in(rows, cols, m);
  array_view<float, 2> out(rows / S, cols / S, avg);
  out.discard_data();
  parallel_for_each(in.extent.tile<S, S>(), [=](tiled_index<S, S> t) restrict(amp) {
    tile_static float cell[S][S];
    cell[t.local[0]][t.local[1]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0 && t.local[1] == 0) {
      float sum = 0.0f;
      for (int r = 0; r < S; ++r)
        for (int c = 0; c < S; ++c)
          sum += cell[r][c];
      out(t.tile[0], t.tile[1]) = sum;
    }
  });
  out.synchronize();
  for (int tr = 0; tr < rows / S; ++tr)
    for (int tc = 0; tc < cols / S; ++tc) {
      float sum = 0.0f;
      for (int r = 0; r < S; ++r)
        for (int c = 0; c < S; ++c)
          sum += m[(tr * S + r) * cols + tc * S + c];
      if (avg[tr * (cols / S) + tc] != sum)
        return false;
    }
  return true;
}

void halve(float &v) restrict(amp) { v *= 0.5f; }
void sync_tile(const tiled_index<4> &t) restrict(amp) { t.barrier.wait(); }

// A tree reduction per tile of 4: barriers in a loop with a bound every
// tile shares, one in a called function, a tile_static counter.
bool reductions(int n, int rounds) {
  std::vector<float> v(n), sums(n / 4, -1.0f);
  std::vector<int> counts(n / 4, -1);
  for (int i = 0; i < n; ++i)
    v[i] = float(i % 13);
  array_view<const float, 1> in(n, v);
  array_view<float, 1> out(n / 4, sums);
  array_view<int, 1> seen(n / 4, counts);
  parallel_for_each(in.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float part[4];
    tile_static int count;
    if (t.local[0] == 0)
      count = 0;
    part[t.local[0]] = in[t.global];
    for (int r = 0; r < rounds; ++r) {
      t.barrier.wait();
      halve(part[t.local[0]]);
    }
    sync_tile(t);
    atomic_fetch_add(&count, 1);
    for (int stride = 2; stride > 0; stride /= 2) {
      t.barrier.wait();
      if (t.local[0] < stride)
        part[t.local[0]] += part[t.local[0] + stride];
    }
    t.barrier.wait();
    if (t.local[0] == 0) {
      out[t.tile] = part[0];
      seen[t.tile] = count;
    }
  });
  out.synchronize();
  seen.synchronize();
  float scale = 1.0f;
  for (int r = 0; r < rounds; ++r)
    scale *= 0.5f;
  for (int k = 0; k < n / 4; ++k) {
    float sum = 0.0f;
    for (int i = 0; i < 4; ++i)
      sum += v[k * 4 + i] * scale;
    if (sums[k] != sum || counts[k] != 4)
      return false;
  }
  return true;
}

// Every tiled_index member of a 3-D tile of 2 x 2 x 2 threads.
bool indices3(int d0, int d1, int d2) {
  const int per = 13;
  std::vector<int> rec(d0 * d1 * d2 * per, -1);
  array_view<int, 1> out(int(rec.size()), rec);
  out.discard_data();
  extent<3> e(d0, d1, d2);
  parallel_for_each(e.tile<2, 2, 2>(), [=](tiled_index<2, 2, 2> t) restrict(amp) {
    tile_static int corner;
    if (t.local[0] == 0 && t.local[1] == 0 && t.local[2] == 0)
      corner = t.tile[0] * 10000 + t.tile[1] * 100 + t.tile[2];
    t.barrier.wait();
    int at = ((t.global[0] * d1 + t.global[1]) * d2 + t.global[2]) * per;
    out[at + 0] = t.global[0];
    out[at + 1] = t.global[1];
    out[at + 2] = t.global[2];
    out[at + 3] = t.local[0];
    out[at + 4] = t.local[1];
    out[at + 5] = t.local[2];
    out[at + 6] = t.tile[0];
    out[at + 7] = t.tile[1];
    out[at + 8] = t.tile[2];
    out[at + 9] = t.tile_origin[0];
    out[at + 10] = t.tile_origin[1];
    out[at + 11] = t.tile_origin[2];
    out[at + 12] = corner;
  });
  out.synchronize();
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int k = 0; k < d2; ++k) {
        const int *r = &rec[((i * d1 + j) * d2 + k) * per];
        int want[per] = {i,     j,     k,     i % 2,     j % 2,
                         k % 2, i / 2, j / 2, k / 2,     i / 2 * 2,
                         j / 2 * 2, k / 2 * 2,
                         (i / 2) * 10000 + (j / 2) * 100 + k / 2};
        for (int m = 0; m < per; ++m)
          if (r[m] != want[m])
            return false;
      }
  return true;
}

// A padded domain of 1-D tiles of 8: each tile reverses its part.
bool padded_reverse(int n) {
  std::vector<float> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = float(i);
  array_view<float, 1> data(n, v);
  parallel_for_each(data.extent.tile<8>().pad(), [=](tiled_index<8> t) restrict(amp) {
    tile_static float f[8];
    f[t.local[0]] = t.global[0] < data.extent[0] ? data[t.global] : -1.0f;
    t.barrier.wait();
    if (t.global[0] < data.extent[0])
      data[t.global] = f[7 - t.local[0]];
  });
  data.synchronize();
  for (int i = 0; i < n; ++i) {
    int tile = i / 8, local = i % 8, from = tile * 8 + 7 - local;
    if (v[i] != (from < n ? float(from) : -1.0f))
      return false;
  }
  return true;
}

// Not packable: half the tiles wait at a barrier the others skip.
bool tile_dependent(int n) {
  std::vector<float> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = float(i);
  array_view<float, 1> data(n, v);
  parallel_for_each(data.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float a[4];
    a[t.local[0]] = data[t.global];
    if (t.tile[0] % 2 == 0) {
      t.barrier.wait();
      data[t.global] = a[3 - t.local[0]];
    }
  });
  data.synchronize();
  for (int i = 0; i < n; ++i) {
    int tile = i / 4, local = i % 4;
    float want = tile % 2 == 0 ? float(tile * 4 + 3 - local) : float(i);
    if (v[i] != want)
      return false;
  }
  return true;
}

int main() {
  bool ok = true;
  ok &= report("averages 2x2, 64 x 4096", averages<2>(64, 4096));
  // 34 tiles along x: 32 do not divide them, 17 do.
  ok &= report("averages 2x2, 6 x 68", averages<2>(6, 68));
  // 7 tiles along x: a prime.
  ok &= report("averages 4x4, 12 x 28", averages<4>(12, 28));
  ok &= report("averages 8x8, 64 x 512", averages<8>(64, 512));
  ok &= report("averages 16x16, 64 x 64", averages<16>(64, 64));
  ok &= report("reductions of 4, 1 << 20", reductions(1 << 20, 3));
  ok &= report("reductions of 4, 44", reductions(44, 1));
  ok &= report("3-D tiles 2x2x2, 6 x 4 x 70", indices3(6, 4, 70));
  ok &= report("padded tiles of 8, 1001", padded_reverse(1001));
  ok &= report("tile-dependent barrier, 4096", tile_dependent(4096));
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
