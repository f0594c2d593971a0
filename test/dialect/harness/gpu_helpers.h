// gpu_helpers.h: restriction macros and small helpers shared by the corpus,
// written as a Visual C++ project would (a macro for restrict(amp), helpers
// usable on both sides).
#pragma once

#include <amp.h>
#include <amp_math.h>

#define GPU_ONLY restrict(amp)
#define CPU_AND_GPU restrict(cpu, amp)

template <typename T> inline T clamp_to(T x, T lo, T hi) CPU_AND_GPU {
  return x < lo ? lo : (x > hi ? hi : x);
}

inline float smooth_step(float x) CPU_AND_GPU { return x * x * (3.0f - 2.0f * x); }

/// The GPU's own square root (concurrency::fast_math).
inline float gpu_sqrt(float x) GPU_ONLY { return concurrency::fast_math::sqrt(x); }

/// True when |a - b| is within tol (relative for large values).
inline bool close_enough(float a, float b, float tol = 1e-4f) {
  float d = a > b ? a - b : b - a;
  float m = (a < 0 ? -a : a) > 1.0f ? (a < 0 ? -a : a) : 1.0f;
  return d <= tol * m;
}
