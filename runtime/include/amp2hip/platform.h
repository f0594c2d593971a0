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
//                                 memory; tiled launches run one tile at a
//                                 time, a host thread per tile thread.
//   otherwise (hipcc or nvcc)     The real thing: includes <hip/hip_runtime.h>
//                                 (on NVIDIA, the compatibility header found
//                                 with -I runtime/compat/nvidia).
//
// It also defines:
//   AMP2HIP_DEVICE_PASS  1 while compiling device code, else 0.
//   AMP2HIP_HD, AMP2HIP_D, AMP2HIP_H  the execution-space keywords.
//   AMP2HIP_ASSUME(e)  a fact the device compiler may rely on.
//   AMP2HIP_PROPERTY, AMP2HIP_PROPERTY_RW  C++ AMP's properties (parse only).
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
#include <condition_variable>
#include <mutex>
namespace amp2hip {
namespace detail {
/// The barrier of an emulated tile: tiled kernels run one tile at a time,
/// one host thread per thread of the tile.
class emulated_tile_barrier {
public:
  explicit emulated_tile_barrier(int threads) : count_(threads) {}
  void wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    const unsigned long long generation = generation_;
    if (++waiting_ == count_)
      release();
    else
      cv_.wait(lock, [&] { return generation_ != generation; });
  }
  /// A thread has left the kernel: the others no longer wait for it.
  void leave() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (--count_ > 0 && waiting_ == count_)
      release();
  }

private:
  void release() {
    waiting_ = 0;
    ++generation_;
    cv_.notify_all();
  }
  std::mutex mutex_;
  std::condition_variable cv_;
  int count_;
  int waiting_ = 0;
  unsigned long long generation_ = 0;
};
/// The barrier of the emulated tile the calling thread belongs to, or null.
inline emulated_tile_barrier *&current_tile_barrier() {
  static thread_local emulated_tile_barrier *barrier = nullptr;
  return barrier;
}
/// How many emulated kernels the calling thread is running (0: host code),
/// for the checks that only host code gets (an array's CPU access).
inline int &emulated_kernel_depth() {
  static thread_local int depth = 0;
  return depth;
}
/// Marks the calling thread as running a kernel while it lives.
struct emulated_kernel_scope {
  emulated_kernel_scope() { ++emulated_kernel_depth(); }
  ~emulated_kernel_scope() { --emulated_kernel_depth(); }
  emulated_kernel_scope(const emulated_kernel_scope &) = delete;
  emulated_kernel_scope &operator=(const emulated_kernel_scope &) = delete;
};
} // namespace detail
} // namespace amp2hip
// Barriers wait for the other threads of the emulated tile; tile_static
// (__shared__) variables are static, which the threads of the tile running
// at a time share. Fences are no-ops (each barrier is a full fence).
inline void __syncthreads() {
  if (amp2hip::detail::emulated_tile_barrier *b =
          amp2hip::detail::current_tile_barrier())
    b->wait();
}
inline void __threadfence_block() {}
inline void __threadfence() {}
#ifndef __shared__
#define __shared__ static
#endif
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

// HCC told its device pass from its host pass with these (`#ifdef
// __HCC_ACCELERATOR__` in a kernel); they keep that meaning in the HIP
// compilers' two passes. The translator's parse is the host's view.
#if AMP2HIP_MODE_HIP && AMP2HIP_DEVICE_PASS
#ifndef __HCC_ACCELERATOR__
#define __HCC_ACCELERATOR__ 1
#endif
#ifndef __KALMAR_ACCELERATOR__
#define __KALMAR_ACCELERATOR__ 1
#endif
#elif AMP2HIP_MODE_HIP
#ifndef __HCC_CPU__
#define __HCC_CPU__ 1
#endif
#ifndef __KALMAR_CPU__
#define __KALMAR_CPU__ 1
#endif
#endif

#define AMP2HIP_HD __host__ __device__
#define AMP2HIP_D __device__
#define AMP2HIP_H __host__

#include <amp2hip/detail/cxx14.h>

// C++ AMP's properties (`a.accelerator_view`, `acc.description`, `v.xy`):
// Microsoft's __declspec(property), declared only for the translator's parse
// (-fdeclspec), where assigning a read-only one is an error. The translator
// rewrites every use into its getter or setter call, so what hipcc and nvcc
// compile needs only the accessor functions.
#if AMP2HIP_MODE_PARSE
#define AMP2HIP_PROPERTY(Get, Name, ...)                                       \
  __declspec(property(get = Get)) __VA_ARGS__ Name;
#define AMP2HIP_PROPERTY_RW(Get, Put, Name, ...)                               \
  __declspec(property(get = Get, put = Put)) __VA_ARGS__ Name;
#else
#define AMP2HIP_PROPERTY(Get, Name, ...)
#define AMP2HIP_PROPERTY_RW(Get, Put, Name, ...)
#endif

// The kernels' launch bounds: the tile size of a tiled launch, 256 for the
// others. -DAMP2HIP_NO_LAUNCH_BOUNDS leaves them out (to measure them).
#if AMP2HIP_MODE_HIP && !defined(AMP2HIP_NO_LAUNCH_BOUNDS)
#define AMP2HIP_LAUNCH_BOUNDS(n) __launch_bounds__(n)
#else
#define AMP2HIP_LAUNCH_BOUNDS(n)
#endif

// A fact the device compiler cannot see but the launch guarantees (a tile
// or thread number is never negative): without it every bounds test of the
// form `0 <= i` (extent::contains) stays in the kernel. Only in the device
// pass, where both clang and nvcc accept __builtin_assume;
// -DAMP2HIP_NO_ASSUME leaves it out (to measure it).
#if AMP2HIP_MODE_HIP && AMP2HIP_DEVICE_PASS && !defined(AMP2HIP_NO_ASSUME)
#define AMP2HIP_ASSUME(e) __builtin_assume(e)
#else
#define AMP2HIP_ASSUME(e) ((void)0)
#endif

#endif // AMP2HIP_PLATFORM_H
