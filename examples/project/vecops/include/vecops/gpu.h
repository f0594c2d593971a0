// vecops/gpu.h - what the library's kernels and its users' kernels share:
// a restriction macro, a helper overloaded on restriction, and a kernel
// template that each user instantiates.
#ifndef VECOPS_GPU_H
#define VECOPS_GPU_H

#include <algorithm>
#include <amp.h>

// Marks functions that only kernels call.
#define VECOPS_GPU restrict(amp)

namespace vecops {

// Clamps v to [lo, hi]. The host version uses the standard library, which
// kernels cannot call; the call site picks the version by where it runs.
inline float clamp(float v, float lo, float hi) restrict(cpu) {
  return std::min(std::max(v, lo), hi);
}
inline float clamp(float v, float lo, float hi) restrict(amp) {
  return v < lo ? lo : (v > hi ? hi : v);
}

inline float axpy_one(float a, float x, float y) VECOPS_GPU {
  return a * x + y;
}

// Multiplies every element of v by s on the accelerator.
template <typename T>
void scale(const concurrency::array_view<T, 1> &v, T s) {
  concurrency::parallel_for_each(
      v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] *= s; });
}

} // namespace vecops

#endif
