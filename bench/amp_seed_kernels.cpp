// amp_seed_kernels.cpp - the C++ AMP side of the benchmark suite, part 1:
// the algorithms of the tiling articles (tile averages and the tiled
// transpose at tiles 2, 4, 8, 16 and 32, the padded transpose, tiled and
// simple matrix multiplication), written as a C++ AMP user writes them.
// bench/run-bench.sh translates this file twice: as amp2hip translates by
// default (namespace amp_opt) and with every optimisation switched off, the
// literal port (namespace amp_literal). The hand-written HIP of the same
// algorithms is bench/hip/reference.hip.cpp.
#include <amp.h>
using namespace concurrency;

#ifndef AMP_BENCH_NS
#define AMP_BENCH_NS amp_opt
#endif

namespace AMP_BENCH_NS {

// Average of every S x S tile of the matrix: each thread stores its element
// in tile_static memory, and the tile's first thread adds them up.
template <int S>
void tile_averages(const array_view<const float, 2> &matrix,
                   const array_view<float, 2> &averages) {
  averages.discard_data();
  parallel_for_each(matrix.extent.tile<S, S>(),
                    [=](tiled_index<S, S> t_idx) restrict(amp) {
    tile_static float tileValues[S][S];
    tileValues[t_idx.local[0]][t_idx.local[1]] = matrix[t_idx];
    t_idx.barrier.wait();
    if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
      float sum = 0.0f;
      for (int trow = 0; trow < S; trow++)
        for (int tcol = 0; tcol < S; tcol++)
          sum += tileValues[trow][tcol];
      averages(t_idx.tile[0], t_idx.tile[1]) = sum / (float)(S * S);
    }
  });
}

void tile_averages_2(const array_view<const float, 2> &m,
                     const array_view<float, 2> &avg) {
  tile_averages<2>(m, avg);
}
void tile_averages_4(const array_view<const float, 2> &m,
                     const array_view<float, 2> &avg) {
  tile_averages<4>(m, avg);
}
void tile_averages_8(const array_view<const float, 2> &m,
                     const array_view<float, 2> &avg) {
  tile_averages<8>(m, avg);
}
void tile_averages_16(const array_view<const float, 2> &m,
                      const array_view<float, 2> &avg) {
  tile_averages<16>(m, avg);
}
void tile_averages_32(const array_view<const float, 2> &m,
                      const array_view<float, 2> &avg) {
  tile_averages<32>(m, avg);
}

// The tile sizes of the seeds, 2 to 32. The tiled transpose is written out
// once per size, each with a tile_static block of constant size: amp2hip
// leaves a block whose size is a template parameter unpadded, and the
// suite measures the padding against the literal port at every size.
static const int tile_size_2 = 2;
static const int tile_size_4 = 4;
static const int tile_size_8 = 8;
static const int tile_size_16 = 16;
static const int tile_size_32 = 32;
static const int pad_tile_size = 16;

index<2> transpose(const index<2> &idx) restrict(cpu, amp) {
  return index<2>(idx[1], idx[0]);
}

// The tile is stored transposed in tile_static memory (a column write), so
// that both the global read and the global write go along rows. The extent
// is a multiple of the tile.
void transpose_tiled_even_2(const array_view<const float, 2> &A,
                            const array_view<float, 2> &Atranspose) {
  Atranspose.discard_data();
  parallel_for_each(
      A.extent.tile<tile_size_2, tile_size_2>(),
      [=](tiled_index<tile_size_2, tile_size_2> tidx) restrict(amp) {
    tile_static float t1[tile_size_2][tile_size_2];
    t1[tidx.local[1]][tidx.local[0]] = A[tidx.global];
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    Atranspose[idxdst] = t1[tidx.local[0]][tidx.local[1]];
  });
}

void transpose_tiled_even_4(const array_view<const float, 2> &A,
                            const array_view<float, 2> &Atranspose) {
  Atranspose.discard_data();
  parallel_for_each(
      A.extent.tile<tile_size_4, tile_size_4>(),
      [=](tiled_index<tile_size_4, tile_size_4> tidx) restrict(amp) {
    tile_static float t1[tile_size_4][tile_size_4];
    t1[tidx.local[1]][tidx.local[0]] = A[tidx.global];
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    Atranspose[idxdst] = t1[tidx.local[0]][tidx.local[1]];
  });
}

void transpose_tiled_even_8(const array_view<const float, 2> &A,
                            const array_view<float, 2> &Atranspose) {
  Atranspose.discard_data();
  parallel_for_each(
      A.extent.tile<tile_size_8, tile_size_8>(),
      [=](tiled_index<tile_size_8, tile_size_8> tidx) restrict(amp) {
    tile_static float t1[tile_size_8][tile_size_8];
    t1[tidx.local[1]][tidx.local[0]] = A[tidx.global];
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    Atranspose[idxdst] = t1[tidx.local[0]][tidx.local[1]];
  });
}

void transpose_tiled_even_16(const array_view<const float, 2> &A,
                             const array_view<float, 2> &Atranspose) {
  Atranspose.discard_data();
  parallel_for_each(
      A.extent.tile<tile_size_16, tile_size_16>(),
      [=](tiled_index<tile_size_16, tile_size_16> tidx) restrict(amp) {
    tile_static float t1[tile_size_16][tile_size_16];
    t1[tidx.local[1]][tidx.local[0]] = A[tidx.global];
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    Atranspose[idxdst] = t1[tidx.local[0]][tidx.local[1]];
  });
}

void transpose_tiled_even_32(const array_view<const float, 2> &A,
                             const array_view<float, 2> &Atranspose) {
  Atranspose.discard_data();
  parallel_for_each(
      A.extent.tile<tile_size_32, tile_size_32>(),
      [=](tiled_index<tile_size_32, tile_size_32> tidx) restrict(amp) {
    tile_static float t1[tile_size_32][tile_size_32];
    t1[tidx.local[1]][tidx.local[0]] = A[tidx.global];
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    Atranspose[idxdst] = t1[tidx.local[0]][tidx.local[1]];
  });
}

template <typename value_type>
value_type guarded_read(const array_view<const value_type, 2> &A,
                        const index<2> &idx) restrict(cpu, amp) {
  return A.extent.contains(idx) ? A[idx] : value_type();
}

template <typename value_type>
void guarded_write(const array_view<value_type, 2> &A, const index<2> &idx,
                   const value_type &val) restrict(cpu, amp) {
  if (A.extent.contains(idx))
    A[idx] = val;
}

// Any extent: the domain is padded to whole tiles and the extra threads
// neither read nor write.
void transpose_tiled_pad(const array_view<const float, 2> &A,
                         const array_view<float, 2> &Atranspose) {
  Atranspose.discard_data();
  parallel_for_each(
      A.extent.tile<pad_tile_size, pad_tile_size>().pad(),
      [=](tiled_index<pad_tile_size, pad_tile_size> tidx) restrict(amp) {
    tile_static float t1[pad_tile_size][pad_tile_size];
    t1[tidx.local[1]][tidx.local[0]] = guarded_read(A, tidx.global);
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    guarded_write(Atranspose, idxdst, t1[tidx.local[0]][tidx.local[1]]);
  });
}

void transpose_simple(const array_view<const float, 2> &A,
                      const array_view<float, 2> &Atranspose) {
  Atranspose.discard_data();
  parallel_for_each(A.extent, [=](index<2> idx) restrict(amp) {
    Atranspose[transpose(idx)] = A[idx];
  });
}

// product = a * b; a is M x K, b is K x N, every extent a multiple of TS.
template <int TS>
void matmul_tiled(const array_view<const float, 2> &a,
                  const array_view<const float, 2> &b,
                  const array_view<float, 2> &product) {
  product.discard_data();
  parallel_for_each(product.extent.tile<TS, TS>(),
                    [=](tiled_index<TS, TS> t_idx) restrict(amp) {
    int row = t_idx.local[0];
    int col = t_idx.local[1];
    float sum = 0.0f;
    for (int i = 0; i < a.extent[1]; i += TS) {
      tile_static float locA[TS][TS];
      tile_static float locB[TS][TS];
      locA[row][col] = a(t_idx.global[0], col + i);
      locB[row][col] = b(row + i, t_idx.global[1]);
      t_idx.barrier.wait();
      for (int k = 0; k < TS; k++)
        sum += locA[row][k] * locB[k][col];
      t_idx.barrier.wait();
    }
    product[t_idx.global] = sum;
  });
}

void matmul_tiled_16(const array_view<const float, 2> &a,
                     const array_view<const float, 2> &b,
                     const array_view<float, 2> &c) {
  matmul_tiled<16>(a, b, c);
}
void matmul_tiled_32(const array_view<const float, 2> &a,
                     const array_view<const float, 2> &b,
                     const array_view<float, 2> &c) {
  matmul_tiled<32>(a, b, c);
}

void matmul_simple(const array_view<const float, 2> &a,
                   const array_view<const float, 2> &b,
                   const array_view<float, 2> &product) {
  product.discard_data();
  parallel_for_each(product.extent, [=](index<2> idx) restrict(amp) {
    int row = idx[0];
    int col = idx[1];
    float sum = 0.0f;
    for (int k = 0; k < a.extent[1]; k++)
      sum += a(row, k) * b(k, col);
    product[idx] = sum;
  });
}

} // namespace AMP_BENCH_NS
