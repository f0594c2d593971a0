//===- amp2hip/amp_graphics.h - C++ AMP's <amp_graphics.h> ----------------===//
//
// Concurrency::graphics: the short vector types and norm/unorm
// (amp2hip/amp_short_vectors.h), texture, texture_view (read-write, and
// read-only with sample and gather), writeonly_texture_view, sampler,
// filter_mode, address_mode, and copy/copy_async for textures; and
// amp2hip::texture_ref, the device handle of a texture captured by
// reference. docs/graphics.md describes how textures map to HIP.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMP_GRAPHICS_H
#define AMP2HIP_AMP_GRAPHICS_H

#include <amp2hip/amp.h>
#include <amp2hip/amp_short_vectors.h>
#include <amp2hip/graphics/sampling.h>
#include <amp2hip/graphics/texture.h>

#endif // AMP2HIP_AMP_GRAPHICS_H
