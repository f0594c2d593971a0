// reference.hip.cpp - hand-written HIP of the benchmark suite's algorithms,
// the yardstick for the translated C++ AMP (amp_seed_kernels.cpp and
// amp_more_kernels.cpp): the same algorithms and tile sizes, written with
// plain pointers and 32-bit indices, as a HIP engineer would write them
// (tile_static blocks read down columns are padded by one element).
#include "reference.h"

// Experiments (docs/performance.md): -DBENCH_NO_RESTRICT drops the no-alias
// hints, -DBENCH_HIST_ZERO_KERNEL clears the histogram with a kernel (as the
// C++ AMP does) instead of hipMemsetAsync.
#ifdef BENCH_NO_RESTRICT
#define BENCH_RESTRICT
#else
#define BENCH_RESTRICT __restrict__
#endif

namespace {

template <int S>
__global__ void __launch_bounds__(S *S)
    tileAverages(const float *BENCH_RESTRICT m, float *BENCH_RESTRICT avg,
                 int cols) {
  __shared__ float v[S][S];
  const int x = blockIdx.x * S + threadIdx.x, y = blockIdx.y * S + threadIdx.y;
  v[threadIdx.y][threadIdx.x] = m[y * cols + x];
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    float sum = 0.0f;
    for (int r = 0; r < S; ++r)
      for (int c = 0; c < S; ++c)
        sum += v[r][c];
    avg[blockIdx.y * gridDim.x + blockIdx.x] = sum / float(S * S);
  }
}

constexpr int PadTile = 16;

// in: rows x cols; out: cols x rows; multiples of the tile T.
template <int T>
__global__ void __launch_bounds__(T *T)
    transposeEven(const float *BENCH_RESTRICT in, float *BENCH_RESTRICT out,
                  int rows, int cols) {
  __shared__ float t[T][T + 1];
  const int x = blockIdx.x * T + threadIdx.x;
  const int y = blockIdx.y * T + threadIdx.y;
  t[threadIdx.x][threadIdx.y] = in[y * cols + x];
  __syncthreads();
  const int ox = blockIdx.y * T + threadIdx.x;
  const int oy = blockIdx.x * T + threadIdx.y;
  out[oy * rows + ox] = t[threadIdx.y][threadIdx.x];
}

__global__ void __launch_bounds__(PadTile *PadTile)
    transposePad(const float *BENCH_RESTRICT in, float *BENCH_RESTRICT out,
                 int rows, int cols) {
  __shared__ float t[PadTile][PadTile + 1];
  const int x = blockIdx.x * PadTile + threadIdx.x;
  const int y = blockIdx.y * PadTile + threadIdx.y;
  t[threadIdx.x][threadIdx.y] =
      (x < cols && y < rows) ? in[y * cols + x] : 0.0f;
  __syncthreads();
  const int ox = blockIdx.y * PadTile + threadIdx.x;
  const int oy = blockIdx.x * PadTile + threadIdx.y;
  if (ox < rows && oy < cols)
    out[oy * rows + ox] = t[threadIdx.y][threadIdx.x];
}

// Blocks of 32 x 8, the shape amp2hip's runtime gives a 2-D simple launch.
__global__ void __launch_bounds__(256)
    transposeSimple(const float *BENCH_RESTRICT in, float *BENCH_RESTRICT out,
                    int rows, int cols) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < cols && y < rows)
    out[x * rows + y] = in[y * cols + x];
}

template <int TS>
__global__ void __launch_bounds__(TS *TS)
    matmulTiled(const float *BENCH_RESTRICT a, const float *BENCH_RESTRICT b,
                float *BENCH_RESTRICT c, int n, int k_total) {
  __shared__ float sa[TS][TS];
  __shared__ float sb[TS][TS];
  const int r = threadIdx.y, q = threadIdx.x;
  const int row = blockIdx.y * TS + r, col = blockIdx.x * TS + q;
  float acc = 0.0f;
  for (int k0 = 0; k0 < k_total; k0 += TS) {
    sa[r][q] = a[row * k_total + k0 + q];
    sb[r][q] = b[(k0 + r) * n + col];
    __syncthreads();
    for (int k = 0; k < TS; ++k)
      acc += sa[r][k] * sb[k][q];
    __syncthreads();
  }
  c[row * n + col] = acc;
}

__global__ void __launch_bounds__(256)
    matmulSimple(const float *BENCH_RESTRICT a, const float *BENCH_RESTRICT b,
                 float *BENCH_RESTRICT c, int m, int n, int k_total) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= m || col >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k < k_total; ++k)
    acc += a[row * k_total + k] * b[k * n + col];
  c[row * n + col] = acc;
}

constexpr int ReduceTile = 256;

__global__ void __launch_bounds__(ReduceTile)
    reduceTiled(const float *BENCH_RESTRICT data, float *BENCH_RESTRICT partial) {
  __shared__ float part[ReduceTile];
  const int l = threadIdx.x;
  part[l] = data[blockIdx.x * ReduceTile + l];
  __syncthreads();
  for (int s = ReduceTile / 2; s > 0; s >>= 1) {
    if (l < s)
      part[l] += part[l + s];
    __syncthreads();
  }
  if (l == 0)
    partial[blockIdx.x] = part[0];
}

constexpr int Bins = 256;

__global__ void __launch_bounds__(Bins)
    histogramTiled(const unsigned *BENCH_RESTRICT data, unsigned *hist, int n) {
  __shared__ unsigned local[Bins];
  local[threadIdx.x] = 0u;
  __syncthreads();
  const int stride = gridDim.x * Bins;
  for (int i = blockIdx.x * Bins + threadIdx.x; i < n; i += stride)
    atomicAdd(&local[data[i] & (Bins - 1)], 1u);
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
}

constexpr int St = 16;

__global__ void __launch_bounds__(St *St)
    stencil5(const float *BENCH_RESTRICT in, float *BENCH_RESTRICT out, int rows,
             int cols) {
  __shared__ float s[St + 2][St + 2];
  const int gc = blockIdx.x * St + threadIdx.x;
  const int gr = blockIdx.y * St + threadIdx.y;
  const int r = threadIdx.y + 1, c = threadIdx.x + 1;
  s[r][c] = in[gr * cols + gc];
  if (threadIdx.y == 0)
    s[0][c] = in[(gr > 0 ? gr - 1 : 0) * cols + gc];
  if (threadIdx.y == St - 1)
    s[St + 1][c] = in[(gr + 1 < rows ? gr + 1 : rows - 1) * cols + gc];
  if (threadIdx.x == 0)
    s[r][0] = in[gr * cols + (gc > 0 ? gc - 1 : 0)];
  if (threadIdx.x == St - 1)
    s[r][St + 1] = in[gr * cols + (gc + 1 < cols ? gc + 1 : cols - 1)];
  __syncthreads();
  out[gr * cols + gc] =
      0.2f * (s[r][c] + s[r - 1][c] + s[r + 1][c] + s[r][c - 1] + s[r][c + 1]);
}

constexpr int BodyTile = 256;

__global__ void __launch_bounds__(BodyTile)
    nbodyForces(const float4 *BENCH_RESTRICT pos, float4 *BENCH_RESTRICT acc, int n,
                float softening) {
  __shared__ float4 block[BodyTile];
  const int i = blockIdx.x * BodyTile + threadIdx.x;
  const float4 p = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int base = 0; base < n; base += BodyTile) {
    block[threadIdx.x] = pos[base + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < BodyTile; ++j) {
      const float4 q = block[j];
      const float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      const float d2 = dx * dx + dy * dy + dz * dz + softening;
      const float inv = rsqrtf(d2);
      const float f = q.w * inv * inv * inv;
      ax += dx * f;
      ay += dy * f;
      az += dz * f;
    }
    __syncthreads();
  }
  acc[i] = make_float4(ax, ay, az, 0.0f);
}

__global__ void __launch_bounds__(256)
    copyKeys(const unsigned *BENCH_RESTRICT in, unsigned *BENCH_RESTRICT out,
             int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

__global__ void __launch_bounds__(256)
    bitonicStep(unsigned *data, int n, int j, int k) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n)
    return;
  const int ixj = i ^ j;
  if (ixj > i) {
    const unsigned a = data[i], b = data[ixj];
    if ((a > b) == ((i & k) == 0)) {
      data[i] = b;
      data[ixj] = a;
    }
  }
}

#ifdef BENCH_HIST_ZERO_KERNEL
__global__ void __launch_bounds__(Bins) zeroBins(unsigned *hist) {
  hist[threadIdx.x] = 0u;
}
#endif

unsigned blocks(int n, int per) { return unsigned((n + per - 1) / per); }

} // namespace

namespace hipref {

void tile_averages(int s, const float *m, float *avg, int rows, int cols,
                   hipStream_t st) {
  const dim3 grid(cols / s, rows / s), block(s, s);
  switch (s) {
  case 2:
    tileAverages<2><<<grid, block, 0, st>>>(m, avg, cols);
    break;
  case 4:
    tileAverages<4><<<grid, block, 0, st>>>(m, avg, cols);
    break;
  case 8:
    tileAverages<8><<<grid, block, 0, st>>>(m, avg, cols);
    break;
  case 16:
    tileAverages<16><<<grid, block, 0, st>>>(m, avg, cols);
    break;
  default:
    tileAverages<32><<<grid, block, 0, st>>>(m, avg, cols);
    break;
  }
}

void transpose_even(int t, const float *in, float *out, int rows, int cols,
                    hipStream_t st) {
  const dim3 grid(cols / t, rows / t), block(t, t);
  switch (t) {
  case 2:
    transposeEven<2><<<grid, block, 0, st>>>(in, out, rows, cols);
    break;
  case 4:
    transposeEven<4><<<grid, block, 0, st>>>(in, out, rows, cols);
    break;
  case 8:
    transposeEven<8><<<grid, block, 0, st>>>(in, out, rows, cols);
    break;
  case 16:
    transposeEven<16><<<grid, block, 0, st>>>(in, out, rows, cols);
    break;
  default:
    transposeEven<32><<<grid, block, 0, st>>>(in, out, rows, cols);
    break;
  }
}

void transpose_pad(const float *in, float *out, int rows, int cols,
                   hipStream_t st) {
  transposePad<<<dim3(blocks(cols, PadTile), blocks(rows, PadTile)),
                 dim3(PadTile, PadTile), 0, st>>>(in, out, rows, cols);
}

void transpose_simple(const float *in, float *out, int rows, int cols,
                      hipStream_t st) {
  transposeSimple<<<dim3(blocks(cols, 32), blocks(rows, 8)), dim3(32, 8), 0,
                    st>>>(in, out, rows, cols);
}

void matmul_tiled(int ts, const float *a, const float *b, float *c, int m,
                  int n, int k, hipStream_t st) {
  if (ts == 16)
    matmulTiled<16>
        <<<dim3(n / 16, m / 16), dim3(16, 16), 0, st>>>(a, b, c, n, k);
  else
    matmulTiled<32>
        <<<dim3(n / 32, m / 32), dim3(32, 32), 0, st>>>(a, b, c, n, k);
}

void matmul_simple(const float *a, const float *b, float *c, int m, int n,
                   int k, hipStream_t st) {
  matmulSimple<<<dim3(blocks(n, 32), blocks(m, 8)), dim3(32, 8), 0, st>>>(
      a, b, c, m, n, k);
}

void reduce_tiled(const float *data, float *partial, int n, hipStream_t st) {
  reduceTiled<<<n / ReduceTile, ReduceTile, 0, st>>>(data, partial);
}

void histogram(const unsigned *data, unsigned *hist, int n, int tiles,
               hipStream_t st) {
#ifdef BENCH_HIST_ZERO_KERNEL
  zeroBins<<<1, Bins, 0, st>>>(hist);
#else
  (void)hipMemsetAsync(hist, 0, Bins * sizeof(unsigned), st);
#endif
  histogramTiled<<<tiles, Bins, 0, st>>>(data, hist, n);
}

void stencil_5pt(const float *in, float *out, int rows, int cols,
                 hipStream_t st) {
  stencil5<<<dim3(cols / St, rows / St), dim3(St, St), 0, st>>>(in, out, rows,
                                                                cols);
}

void nbody_forces(const float4 *pos, float4 *acc, int n, float softening,
                  hipStream_t st) {
  nbodyForces<<<n / BodyTile, BodyTile, 0, st>>>(pos, acc, n, softening);
}

void bitonic_sort(const unsigned *in, unsigned *data, int n, hipStream_t st) {
  copyKeys<<<blocks(n, 256), 256, 0, st>>>(in, data, n);
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      bitonicStep<<<blocks(n, 256), 256, 0, st>>>(data, n, j, k);
}

} // namespace hipref
