// vecops/vecops.h - the library's host interface: plain C++, no C++ AMP
// types, so callers need not know how it runs.
#ifndef VECOPS_VECOPS_H
#define VECOPS_VECOPS_H

#include <vector>

namespace vecops {

// y[i] = clamp(a * x[i] + y[i], lo, hi), on the accelerator.
void saxpy_clamped(float a, const std::vector<float> &x, std::vector<float> &y,
                   float lo, float hi);

// The sum of v's elements, by a tiled reduction in tile_static memory.
float sum(const std::vector<float> &v);

} // namespace vecops

#endif
