// reference.h - the hand-written HIP of the benchmark suite
// (reference.hip.cpp): device pointers in, launches on the given stream.
#ifndef AMP2HIP_BENCH_REFERENCE_H
#define AMP2HIP_BENCH_REFERENCE_H

#include <hip/hip_runtime.h>

namespace hipref {
// s and t: the tile's side, 2, 4, 8, 16 or 32.
void tile_averages(int s, const float *m, float *avg, int rows, int cols,
                   hipStream_t st);
void transpose_even(int t, const float *in, float *out, int rows, int cols,
                    hipStream_t st);
void transpose_pad(const float *in, float *out, int rows, int cols,
                   hipStream_t st);
void transpose_simple(const float *in, float *out, int rows, int cols,
                      hipStream_t st);
void matmul_tiled(int ts, const float *a, const float *b, float *c, int m,
                  int n, int k, hipStream_t st);
void matmul_simple(const float *a, const float *b, float *c, int m, int n,
                   int k, hipStream_t st);
void reduce_tiled(const float *data, float *partial, int n, hipStream_t st);
void histogram(const unsigned *data, unsigned *hist, int n, int tiles,
               hipStream_t st);
void stencil_5pt(const float *in, float *out, int rows, int cols,
                 hipStream_t st);
void nbody_forces(const float4 *pos, float4 *acc, int n, float softening,
                  hipStream_t st);
void bitonic_sort(const unsigned *in, unsigned *data, int n, hipStream_t st);
} // namespace hipref

#endif
