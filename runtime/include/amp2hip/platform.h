//===- amp2hip/platform.h - Compiler and platform selection --------------===//
//
// Selects how the runtime headers are compiled:
//
//   AMP2HIP_PARSE_MODEL defined   The translator's parse of C++ AMP source
//                                 (clang -x hip --cuda-host-only, no HIP
//                                 headers): includes amp2hip/parse_model.h.
//                                 Kernel launches are elided.
//   AMP2HIP_HOST_EMULATION defined
//                                 Plain C++ host compiler, for the runtime's
//                                 own unit tests: kernels run serially on the
//                                 host against the backend's "device"
//                                 memory. Tiled launches are not available.
//   otherwise (hipcc or nvcc)     The real thing: includes <hip/hip_runtime.h>
//                                 (on NVIDIA, the compatibility header found
//                                 with -I runtime/compat/nvidia).
//
// It also defines:
//   AMP2HIP_DEVICE_PASS  1 while compiling device code, else 0.
//   AMP2HIP_HD, AMP2HIP_D, AMP2HIP_H  the execution-space keywords.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PLATFORM_H
#define AMP2HIP_PLATFORM_H

#if defined(AMP2HIP_PARSE_MODEL)
// Clang's CUDA wrapper of <new> declares device operator new in terms of
// ::malloc once __device__ is defined; declare malloc before defining it.
#include <amp2hip/parse_model.h>
#include <cstdlib>
#define AMP2HIP_MODE_PARSE 1
#elif defined(AMP2HIP_HOST_EMULATION)
#define AMP2HIP_MODE_EMULATION 1
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __global__
#define __global__
#endif
// Barriers and fences are no-ops when kernels run serially on the host.
inline void __syncthreads() {}
inline void __threadfence_block() {}
inline void __threadfence() {}
#elif defined(__HIPCC__) || defined(__HIP__) || defined(__CUDACC__)
#include <hip/hip_runtime.h>
#define AMP2HIP_MODE_HIP 1
#else
#error                                                                         \
    "amp2hip: compile with hipcc (-x hip) or nvcc (-x cu); see docs/platforms.md"
#endif

#ifndef AMP2HIP_MODE_PARSE
#define AMP2HIP_MODE_PARSE 0
#endif
#ifndef AMP2HIP_MODE_EMULATION
#define AMP2HIP_MODE_EMULATION 0
#endif
#ifndef AMP2HIP_MODE_HIP
#define AMP2HIP_MODE_HIP 0
#endif

#if defined(__HIP_DEVICE_COMPILE__) || defined(__CUDA_ARCH__)
#define AMP2HIP_DEVICE_PASS 1
#else
#define AMP2HIP_DEVICE_PASS 0
#endif

#define AMP2HIP_HD __host__ __device__
#define AMP2HIP_D __device__
#define AMP2HIP_H __host__

#if AMP2HIP_MODE_HIP
#define AMP2HIP_LAUNCH_BOUNDS(n) __launch_bounds__(n)
#else
#define AMP2HIP_LAUNCH_BOUNDS(n)
#endif

#endif // AMP2HIP_PLATFORM_H
