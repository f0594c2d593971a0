// amp_suite.h - declarations of the translated C++ AMP benchmark functions
// (amp_seed_kernels.cpp, amp_more_kernels.cpp) for the harness. Included
// once per translation variant, with AMP_BENCH_NS naming its namespace.
#include <amp2hip/amp.h>
#include <amp2hip/amp_short_vectors.h>

namespace AMP_BENCH_NS {
using Concurrency::array_view;
using Concurrency::graphics::float_4;
void tile_averages_2(const array_view<const float, 2> &m,
                     const array_view<float, 2> &avg);
void tile_averages_4(const array_view<const float, 2> &m,
                     const array_view<float, 2> &avg);
void tile_averages_8(const array_view<const float, 2> &m,
                     const array_view<float, 2> &avg);
void tile_averages_16(const array_view<const float, 2> &m,
                      const array_view<float, 2> &avg);
void tile_averages_32(const array_view<const float, 2> &m,
                      const array_view<float, 2> &avg);
void transpose_tiled_even_2(const array_view<const float, 2> &A,
                            const array_view<float, 2> &At);
void transpose_tiled_even_4(const array_view<const float, 2> &A,
                            const array_view<float, 2> &At);
void transpose_tiled_even_8(const array_view<const float, 2> &A,
                            const array_view<float, 2> &At);
void transpose_tiled_even_16(const array_view<const float, 2> &A,
                             const array_view<float, 2> &At);
void transpose_tiled_even_32(const array_view<const float, 2> &A,
                             const array_view<float, 2> &At);
void transpose_tiled_pad(const array_view<const float, 2> &A,
                         const array_view<float, 2> &At);
void transpose_simple(const array_view<const float, 2> &A,
                      const array_view<float, 2> &At);
void matmul_tiled_16(const array_view<const float, 2> &a,
                     const array_view<const float, 2> &b,
                     const array_view<float, 2> &c);
void matmul_tiled_32(const array_view<const float, 2> &a,
                     const array_view<const float, 2> &b,
                     const array_view<float, 2> &c);
void matmul_simple(const array_view<const float, 2> &a,
                   const array_view<const float, 2> &b,
                   const array_view<float, 2> &c);
void reduce_tiled(const array_view<const float, 1> &data,
                  const array_view<float, 1> &partial);
void histogram(const array_view<const unsigned int, 1> &data,
               const array_view<unsigned int, 1> &hist, int tiles);
void stencil_5pt(const array_view<const float, 2> &in,
                 const array_view<float, 2> &out);
void nbody_forces(const array_view<const float_4, 1> &pos,
                  const array_view<float_4, 1> &acc, float softening);
void bitonic_sort(const array_view<const unsigned int, 1> &in,
                  const array_view<unsigned int, 1> &data);
} // namespace AMP_BENCH_NS
