// reference.hip.cpp - hand-written HIP of the benchmark's algorithms, the
// yardstick for the translated C++ AMP (amp_kernels.cpp): same tiles, same
// loop structure, plain pointers.
#include <hip/hip_runtime.h>

namespace {

constexpr int MmTile = 16;
constexpr int TrTile = 32;

__global__ void matmulTiled(const float *a, const float *b, float *c, int n,
                            int k_total) {
  __shared__ float sa[MmTile][MmTile];
  __shared__ float sb[MmTile][MmTile];
  const int r = threadIdx.y, q = threadIdx.x;
  const int row = blockIdx.y * MmTile + r, col = blockIdx.x * MmTile + q;
  float acc = 0.0f;
  for (int k0 = 0; k0 < k_total; k0 += MmTile) {
    sa[r][q] = a[row * k_total + k0 + q];
    sb[r][q] = b[(k0 + r) * n + col];
    __syncthreads();
    for (int k = 0; k < MmTile; ++k)
      acc += sa[r][k] * sb[k][q];
    __syncthreads();
  }
  c[row * n + col] = acc;
}

__global__ void transposeTiled(const float *in, float *out, int rows,
                               int cols) {
  __shared__ float block[TrTile][TrTile + 1];
  const int x = blockIdx.x * TrTile + threadIdx.x;
  const int y = blockIdx.y * TrTile + threadIdx.y;
  block[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  const int ox = blockIdx.y * TrTile + threadIdx.x;
  const int oy = blockIdx.x * TrTile + threadIdx.y;
  out[oy * rows + ox] = block[threadIdx.x][threadIdx.y];
}

} // namespace

// a: m x k, b: k x n, c: m x n, all device pointers; sizes multiples of 16.
void hip_matmul(const float *a, const float *b, float *c, int m, int n, int k) {
  hipLaunchKernelGGL(matmulTiled, dim3(n / MmTile, m / MmTile),
                     dim3(MmTile, MmTile), 0, 0, a, b, c, n, k);
}

// in: rows x cols, out: cols x rows; sizes multiples of 32.
void hip_transpose(const float *in, float *out, int rows, int cols) {
  hipLaunchKernelGGL(transposeTiled, dim3(cols / TrTile, rows / TrTile),
                     dim3(TrTile, TrTile), 0, 0, in, out, rows, cols);
}
