// Tiled kernels: a 2-D transpose through tile_static memory with a padded
// domain, 1-D and 3-D tiles, tiled_index members and barrier variants.
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TS = 16;

template <typename T>
__host__ __device__ T read_or_zero(const array_view<const T, 2> &m,
                                   Concurrency::index<2> idx) {
  return m.extent.contains(idx) ? m[idx] : T();
}

void transpose(const array_view<const float, 2> &in,
               const array_view<float, 2> &out) {
  tiled_extent<TS, TS> domain = in.extent.tile<TS, TS>().pad();
  parallel_for_each(domain, [=] __device__(tiled_index<TS, TS> t) {
    __shared__ float block[TS][TS];
    block[t.local[0]][t.local[1]] = read_or_zero(in, t.global);
    __syncthreads();
    Concurrency::index<2> target(t.tile_origin[1] + t.local[0],
                                 t.tile_origin[0] + t.local[1]);
    if (out.extent.contains(target))
      out[target] = block[t.local[1]][t.local[0]];
  });
}

int main() {
  const int rows = 999, cols = 666;
  std::vector<float> m(rows * cols), mt(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    m[i] = float(i);
  array_view<const float, 2> in(rows, cols, m);
  array_view<float, 2> out(cols, rows, mt);
  out.discard_data();
  transpose(in, out);
  out.synchronize();
  bool ok = mt[5 * rows + 7] == m[7 * cols + 5];

  std::vector<int> ids(256 * 3);
  array_view<int, 1> iv(int(ids.size()), ids);
  parallel_for_each(extent<1>(256).tile<64>(),
                    [=] __device__(tiled_index<64> t) {
                      __shared__ int counter;
                      if (t.local[0] == 0)
                        counter = 0;
                      __syncthreads();
                      iv[t.global[0] * 3] = t.tile[0];
                      iv[t.global[0] * 3 + 1] = t.local[0];
                      iv[t.global[0] * 3 + 2] = t.tile_extent[0];
                      __syncthreads();
                    });
  ok = ok && iv[100 * 3] == 1 && iv[100 * 3 + 1] == 36;

  std::vector<float> vol(8 * 16 * 32, 1.0f);
  array_view<float, 3> vv(8, 16, 32, vol);
  parallel_for_each(vv.extent.tile<2, 4, 8>(),
                    [=] __device__(tiled_index<2, 4, 8> t) {
                      __shared__ float s[2][4][8];
                      s[t.local[0]][t.local[1]][t.local[2]] = vv[t];
                      __syncthreads();
                      vv[t.global] = s[1 - t.local[0]][t.local[1]][t.local[2]] +
                                     float(t.tile_origin[0]);
                    });
  vv.synchronize();
  ok = ok && vol[(2 * 16 + 0) * 32 + 0] == 3.0f;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
