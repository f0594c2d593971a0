//===- amp2hip/amp_short_vectors.h - C++ AMP's <amp_short_vectors.h> ------===//
//
// Concurrency::graphics::norm, unorm, the short vector types int_2 ...
// double_4, short_vector<S, N> and short_vector_traits<T>, and their
// HLSL-style names in Concurrency::graphics::direct3d (int2, float4, ...).
// See amp2hip/graphics/short_vector.h and docs/graphics.md.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMP_SHORT_VECTORS_H
#define AMP2HIP_AMP_SHORT_VECTORS_H

#include <amp2hip/graphics/norm.h>
#include <amp2hip/graphics/short_vector.h>

namespace concurrency = Concurrency;

#endif // AMP2HIP_AMP_SHORT_VECTORS_H
