// matrix_multiply.cpp - C = A * B, once with one thread per element and once
// tiled through tile_static memory.
//
// A is M x W, B is W x N and C is M x N, with M, N and W multiples of the
// tile size but all different, so that a swapped dimension cannot go
// unnoticed. The tiled version walks the shared dimension in steps of TS:
// each step the tile loads a TS x TS block of A and of B into tile_static
// memory, waits, multiplies the blocks, and waits again before the blocks are
// overwritten. Both results are compared with a CPU triple loop.

#include <amp.h>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

static const int TS = 16;

static const int M = 256; // rows of A and C
static const int N = 192; // columns of B and C
static const int W = 320; // columns of A, rows of B
static_assert(M % TS == 0 && N % TS == 0 && W % TS == 0,
              "the tiled kernel needs whole tiles");

// One thread per element of C, reading A and B straight from global memory.
void multiply_simple(const Concurrency::array_view<const float, 2> &a,
                     const Concurrency::array_view<const float, 2> &b,
                     const Concurrency::array_view<float, 2> &c) {
  c.discard_data();
  const int inner = a.extent[1];
  Concurrency::parallel_for_each(
      c.extent, [=](Concurrency::index<2> idx) restrict(amp) {
        const int row = idx[0];
        const int col = idx[1];
        float sum = 0.0f;
        for (int k = 0; k < inner; ++k)
          sum += a(row, k) * b(k, col);
        c[idx] = sum;
      });
}

// Tiled: every element of A and B is read from global memory once per tile
// instead of once per thread. Needs all three sizes to be multiples of TS.
void multiply_tiled(const Concurrency::accelerator_view &view,
                    const Concurrency::array_view<const float, 2> &a,
                    const Concurrency::array_view<const float, 2> &b,
                    const Concurrency::array_view<float, 2> &c) {
  c.discard_data();
  const int inner = a.extent[1];
  Concurrency::parallel_for_each(
      view, c.extent.tile<TS, TS>(),
      [=](Concurrency::tiled_index<TS, TS> t_idx) restrict(amp) {
        tile_static float block_a[TS][TS];
        tile_static float block_b[TS][TS];
        const int row = t_idx.global[0];
        const int col = t_idx.global[1];
        const int lr = t_idx.local[0];
        const int lc = t_idx.local[1];

        float sum = 0.0f;
        for (int k0 = 0; k0 < inner; k0 += TS) {
          // Thread (lr, lc) fetches one element of each block.
          block_a[lr][lc] = a(row, k0 + lc);
          block_b[lr][lc] = b(k0 + lr, col);
          t_idx.barrier.wait(); // both blocks complete

          for (int k = 0; k < TS; ++k)
            sum += block_a[lr][k] * block_b[k][lc];
          t_idx.barrier.wait(); // everyone done before the next load
        }
        c[t_idx.global] = sum;
      });
}

// Uniform pseudo-random values in [-1, 1), reproducible from `seed`.
std::vector<float> random_matrix(int rows, int cols, unsigned seed) {
  std::vector<float> m(rows * cols);
  for (size_t i = 0; i < m.size(); ++i) {
    seed = seed * 1103515245u + 12345u;
    m[i] = float((seed >> 9) & 0xFFFF) / 32768.0f - 1.0f;
  }
  return m;
}

// Compares `c` with a double-precision CPU product. Each element's error is
// measured against sum_k |a_ik * b_kj|, the natural scale of rounding errors
// in a dot product, so cancellation in the sum cannot cause false alarms.
bool check(const char *name, const std::vector<float> &a,
           const std::vector<float> &b, const std::vector<float> &c) {
  double max_rel = 0.0;
  int bad = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double exact = 0.0, scale = 0.0;
      for (int k = 0; k < W; ++k) {
        double p = double(a[i * W + k]) * double(b[k * N + j]);
        exact += p;
        scale += std::fabs(p);
      }
      double rel =
          std::fabs(double(c[i * N + j]) - exact) / (scale > 0.0 ? scale : 1.0);
      if (rel > max_rel)
        max_rel = rel;
      if (!(rel <= 1e-4)) { // also catches NaN
        if (bad < 3)
          std::printf("  %s: C(%d,%d) = %g, expected %g\n", name, i, j,
                      double(c[i * N + j]), exact);
        ++bad;
      }
    }
  std::printf("  %-28s %d x %d result, max rel error %.2e, %d bad  %s\n", name,
              M, N, max_rel, bad, bad == 0 ? "ok" : "MISMATCH");
  return bad == 0;
}

int main() {
  Concurrency::accelerator acc; // the default accelerator
  std::wstring wide = acc.get_description();
  std::string description;
  for (size_t i = 0; i < wide.size(); ++i)
    description += (wide[i] > 0 && wide[i] < 128) ? char(wide[i]) : '?';

  std::printf("matrix_multiply: (%d x %d) * (%d x %d), tile %d, on %s\n", M, W,
              W, N, TS, description.c_str());

  std::vector<float> a = random_matrix(M, W, 2024u);
  std::vector<float> b = random_matrix(W, N, 77u);
  std::vector<float> c_simple(M * N, 0.0f);
  std::vector<float> c_tiled(M * N, 0.0f);

  Concurrency::array_view<const float, 2> av(M, W, a);
  Concurrency::array_view<const float, 2> bv(W, N, b);

  // One output view over a raw pointer, the other over the vector itself.
  Concurrency::array_view<float, 2> cv_simple(Concurrency::extent<2>(M, N),
                                              c_simple.data());
  multiply_simple(av, bv, cv_simple);
  cv_simple.synchronize();

  Concurrency::array_view<float, 2> cv_tiled(M, N, c_tiled);
  multiply_tiled(acc.get_default_view(), av, bv, cv_tiled);
  cv_tiled.synchronize();

  bool ok = true;
  ok &= check("simple (one thread/element)", a, b, c_simple);
  ok &= check("tiled (tile_static blocks)", a, b, c_tiled);

  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
