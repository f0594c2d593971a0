//===- amp2hip/detail/launch.h - parallel_for_each
//-------------------------===//
//
// parallel_for_each copies the kernel functor inside a launch scope (so the
// array_views it captures bind to the device and acquire their data there),
// then launches one of the __global__ templates below on the
// accelerator_view's queue. It never blocks the host. Given no
// accelerator_view, it runs on that of the arrays the kernel uses
// (select_launch_target).
//
// Mapping of C++ AMP dimensions to HIP: AMP dimension N-1 (the fastest
// varying) is x, N-2 is y, N-3 is z. Non-tiled launches use blocks of at most
// 256 threads and guard the extra threads; tiled launches use one block per
// tile, block = (D[N-1], D[N-2], D[N-3]), or, for a kernel the translator
// packed (tile_packing.h), several tiles side by side along x. Non-tiled
// grids that would exceed
// 65535 blocks in y or z loop over the remaining rows; a tiled domain that
// would is covered by several launches (so a tiled kernel has no loop).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_LAUNCH_H
#define AMP2HIP_DETAIL_LAUNCH_H

#include <amp2hip/detail/accelerator.h>
#include <amp2hip/detail/coherence.h>
#include <amp2hip/detail/copy.h>
#include <amp2hip/detail/exceptions.h>
#include <amp2hip/detail/index.h>
#include <amp2hip/detail/tile_packing.h>
#include <amp2hip/platform.h>

#include <string>
#include <type_traits>
#include <utility>
#if AMP2HIP_MODE_EMULATION
#include <exception>
#include <mutex>
#include <thread>
#include <vector>
#endif

namespace amp2hip {
/// The type of the trailing parameter amp2hip gives a function template
/// that encloses a kernel lambda when nvcc could not tell it from another
/// template of its name (Rewrite/OverloadTagRewrite.h): one type per
/// template, so nvcc's host stub names one of them.
template <int K> struct overload_tag {};
} // namespace amp2hip

namespace Concurrency {
namespace detail {

/// True if a const F can be called with an I.
template <class F, class I, class = void>
struct is_kernel_callable : std::false_type {};
template <class F, class I>
struct is_kernel_callable<
    F, I, amp2hip::detail::void_t<decltype(std::declval<const F &>()(std::declval<I &>()))>>
    : std::true_type {};

/// True if a non-const F can be called with an I (a `mutable` lambda, or a
/// functor whose call operator is not const).
template <class F, class I, class = void>
struct is_mutable_kernel_callable : std::false_type {};
template <class F, class I>
struct is_mutable_kernel_callable<
    F, I, amp2hip::detail::void_t<decltype(std::declval<F &>()(std::declval<I &>()))>>
    : std::true_type {};

/// Runs the kernel for one thread. A kernel callable as const is called as
/// const, in place; any other kernel (`mutable`) is called on a copy of its
/// own, as C++ AMP gives each thread its own copy of a mutable kernel.
#if defined(AMP2HIP_CHECKED) && AMP2HIP_DEVICE_PASS
/// The checked build: the thread that made the launch's first violation
/// writes its index into the record once its kernel call has returned.
template <int N> AMP2HIP_D void note_checked_thread(const index<N> &idx) {
  int g[N];
  for (int k = 0; k < N; ++k)
    g[k] = idx[k];
  amp2hip::detail::note_thread_index<N>(g, nullptr, 0);
}
template <int D0, int D1, int D2>
AMP2HIP_D void note_checked_thread(const tiled_index<D0, D1, D2> &t) {
  constexpr int R = tile_rank<D0, D1, D2>;
  int g[R], tile[R];
  for (int k = 0; k < R; ++k) {
    g[k] = t.global[k];
    tile[k] = t.tile[k];
  }
  amp2hip::detail::note_thread_index<R>(g, tile, R);
}
#define AMP2HIP_NOTE_CHECKED_THREAD(idx) note_checked_thread(idx)
#else
#define AMP2HIP_NOTE_CHECKED_THREAD(idx) (void)0
#endif

/// An index component the launch made: never negative. Said to the device
/// compiler on the value itself (it does not carry a fact through the
/// arithmetic), so that `0 <= i` tests in the kernel (extent::contains)
/// fold away.
AMP2HIP_D inline int nonneg(int v) {
  AMP2HIP_ASSUME(v >= 0);
  return v;
}

template <class F, class I>
AMP2HIP_D void run_kernel(const F &f, const I &idx, std::true_type /*const*/) {
  I own(idx); // an lvalue of its own: HCC's kernels took index<N> &
  f(own);
  AMP2HIP_NOTE_CHECKED_THREAD(idx);
}
template <class F, class I>
AMP2HIP_D void run_kernel(const F &f, const I &idx, std::false_type) {
  F thread_copy(f);
  I own(idx);
  thread_copy(own);
  AMP2HIP_NOTE_CHECKED_THREAD(idx);
}
template <class F, class I>
AMP2HIP_D void run_kernel(const F &f, const I &idx) {
#if AMP2HIP_MODE_EMULATION
  amp2hip::detail::emulated_kernel_scope in_kernel;
#endif
  run_kernel(f, idx, is_kernel_callable<F, I>());
}

/// nvcc hides the call operator of extended __device__ lambdas from host
/// code, so their signature cannot be checked there (the translator's parse
/// checks it).
#if defined(__NVCC__)
template <class F>
struct is_opaque_lambda
    : std::integral_constant<
          bool, __nv_is_extended_device_lambda_closure_type(F) ||
                    __nv_is_extended_host_device_lambda_closure_type(F)> {};
#else
template <class F> struct is_opaque_lambda : std::false_type {};
#endif

[[noreturn]] inline void throw_domain(const std::string &message) {
  throw invalid_compute_domain(message.c_str());
}

/// Throws invalid_compute_domain if an extent is not positive or the domain
/// has more than 2^32 - 1 points, with the text of Visual C++'s runtime:
/// programs (and the conformance suite) compare what() with it.
template <int N>
AMP2HIP_H void validate_compute_domain(const Concurrency::extent<N> &e) {
  const std::string head =
      "concurrency::parallel_for_each: unsupported compute domain, ";
  for (int i = 0; i < N; ++i)
    if (e[i] <= 0)
      throw_domain(head + "the extent of dimension " + std::to_string(i) +
                   " of the compute domain (" + std::to_string(e[i]) +
                   ") cannot be smaller than or equal to 0.");
  // The product as far as 64 bits hold it: "at least" that when they don't.
  const unsigned long long limit = 0xFFFFFFFFull;
  unsigned long long total = 1;
  bool overflow = false;
  for (int i = 0; i < N && !overflow; ++i) {
    const unsigned long long d = static_cast<unsigned long long>(e[i]);
    if (total > ~0ull / d)
      overflow = true;
    else
      total *= d;
  }
  if (overflow || total > limit)
    throw_domain(head + "The number of threads requested (" +
                 (overflow ? "at least " : "") + std::to_string(total) +
                 ") exceeds the limit (" + std::to_string(limit) + ").");
}

/// Also throws if an extent is not a multiple of the tile size.
template <int D0, int D1, int D2>
AMP2HIP_H void validate_compute_domain(const tiled_extent<D0, D1, D2> &domain) {
  constexpr int R = tile_rank<D0, D1, D2>;
  validate_compute_domain(static_cast<const Concurrency::extent<R> &>(domain));
  const Concurrency::extent<R> t = make_tile_extent<D0, D1, D2>();
  for (int i = 0; i < R; ++i)
    if (domain[i] % t[i] != 0)
      throw_domain("concurrency::parallel_for_each (tiling): unsupported "
                   "compute domain, the extent of dimension " +
                   std::to_string(i) + " of the compute domain (" +
                   std::to_string(domain[i]) +
                   ") cannot be evenly divided by the extent of dimension " +
                   std::to_string(i) + " of the tile (" +
                   std::to_string(t[i]) + ").");
}

inline int launch_device(const accelerator_view &av) {
  const int device = accelerator_access::device(av);
  if (device < 0)
    throw runtime_exception(
        amp2hip::detail::device_count() == 0
            ? "concurrency::parallel_for_each: no GPU was found, and the CPU "
              "accelerator cannot run kernels"
            : "concurrency::parallel_for_each: the CPU accelerator cannot run "
              "kernels",
        kErrorInvalidArg);
  return device;
}

/// Where a launch runs: a GPU and the queue of one of its
/// accelerator_views.
struct launch_target {
  int device;
  amp2hip::detail::queue_handle queue;
};

inline int gpu_count() {
  static const int count = amp2hip::detail::device_count();
  return count;
}

[[noreturn]] inline void throw_two_accelerators(int a, int b) {
  const std::wstring pa = device_path_of(a), pb = device_path_of(b);
  throw runtime_exception(
      ("concurrency::parallel_for_each: the kernel uses arrays of two "
       "accelerators (" +
       std::string(pa.begin(), pa.end()) + " and " +
       std::string(pb.begin(), pb.end()) +
       "); an array can be used only on its own accelerator")
          .c_str(),
      kErrorInvalidArg);
}

/// The target of a launch. C++ AMP: a launch given an accelerator_view runs
/// there; one given none (or the auto-selection view) runs on the
/// accelerator_view of the arrays its kernel uses, directly or through
/// array_views and textures of them (a view of an array can be used only on
/// the array's accelerator), and on the default accelerator's default view
/// when it uses none. Arrays of two GPUs: runtime_exception. The arrays are
/// found by copying the kernel once in a selecting scope, which binds
/// nothing; with one GPU, the default, there is nothing to choose.
template <class F>
AMP2HIP_H launch_target select_launch_target(const accelerator_view &av,
                                             bool given, const F &f) {
  if (given && !av.get_is_auto_selection())
    return {launch_device(av), accelerator_access::queue(av)};
  const int gpus = gpu_count();
  if (gpus > 1 || (gpus == 1 && default_device() != 0)) {
    amp2hip::detail::launch_scope probe{
        amp2hip::detail::launch_scope::select_tag()};
    {
      const F noted(f); // its views are noted, not bound
      (void)noted;
    }
    if (probe.other_device() >= 0)
      throw_two_accelerators(probe.device(), probe.other_device());
    if (probe.selected())
      return {probe.device(), probe.queue()};
  }
  const accelerator_view def = default_accelerator_view();
  return {launch_device(def), accelerator_access::queue(def)};
}

/// Grid limits used for y and z.
constexpr unsigned kMaxGridYZ = 65535;

inline unsigned pow2_at_least(unsigned v) {
  unsigned p = 1;
  while (p < v && p < 1024)
    p <<= 1;
  return p;
}
inline unsigned ceil_div(unsigned a, unsigned b) { return (a + b - 1) / b; }
inline unsigned min_u(unsigned a, unsigned b) { return a < b ? a : b; }

#if !AMP2HIP_MODE_EMULATION

// The kernels. f is called as a const object, as in C++ AMP; a kernel that
// is not callable as const (`mutable`) is called on a copy per thread.

template <class F>
__global__ void AMP2HIP_LAUNCH_BOUNDS(256) pfe_kernel_1(F f, int e0) {
  const F &kf = f;
  const unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < static_cast<unsigned>(e0))
    run_kernel(kf, index<1>(nonneg(static_cast<int>(x))));
}

template <class F>
__global__ void AMP2HIP_LAUNCH_BOUNDS(256) pfe_kernel_2(F f, int e0, int e1) {
  const F &kf = f;
  const unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= static_cast<unsigned>(e1))
    return;
  for (unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
       y < static_cast<unsigned>(e0); y += gridDim.y * blockDim.y)
    run_kernel(
        kf, index<2>(nonneg(static_cast<int>(y)), nonneg(static_cast<int>(x))));
}

template <class F>
__global__ void AMP2HIP_LAUNCH_BOUNDS(256)
    pfe_kernel_3(F f, int e0, int e1, int e2) {
  const F &kf = f;
  const unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= static_cast<unsigned>(e2))
    return;
  for (unsigned z = blockIdx.z * blockDim.z + threadIdx.z;
       z < static_cast<unsigned>(e0); z += gridDim.z * blockDim.z)
    for (unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
         y < static_cast<unsigned>(e1); y += gridDim.y * blockDim.y)
      run_kernel(kf, index<3>(nonneg(static_cast<int>(z)),
                              nonneg(static_cast<int>(y)),
                              nonneg(static_cast<int>(x))));
}

// Rank > 3: dimensions 0 .. N-3 are folded into z.
template <int N, class F>
__global__ void AMP2HIP_LAUNCH_BOUNDS(256)
    pfe_kernel_n(F f, Concurrency::extent<N> e, unsigned outer) {
  const F &kf = f;
  const unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= static_cast<unsigned>(e[N - 1]))
    return;
  for (unsigned z = blockIdx.z * blockDim.z + threadIdx.z; z < outer;
       z += gridDim.z * blockDim.z) {
    index<N> idx;
    unsigned rest = z;
    for (int k = N - 3; k >= 0; --k) {
      idx[k] = static_cast<int>(rest % static_cast<unsigned>(e[k]));
      rest /= static_cast<unsigned>(e[k]);
    }
    idx[N - 1] = static_cast<int>(x);
    for (unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
         y < static_cast<unsigned>(e[N - 2]); y += gridDim.y * blockDim.y) {
      idx[N - 2] = static_cast<int>(y);
      run_kernel(kf, idx);
    }
  }
}

/// The tiled_index of local thread (l...) of tile (t...), one per rank: every
/// tiled kernel below builds its index here.
template <int D0> AMP2HIP_D tiled_index<D0> tiled_index_at(int t0, int l0) {
  return tiled_index<D0>(index<1>(nonneg(t0 * D0 + l0)), index<1>(l0),
                         index<1>(t0), index<1>(nonneg(t0 * D0)),
                         tile_access::make_barrier());
}

template <int D0, int D1>
AMP2HIP_D tiled_index<D0, D1> tiled_index_at(int t0, int t1, int l0, int l1) {
  return tiled_index<D0, D1>(
      index<2>(nonneg(t0 * D0 + l0), nonneg(t1 * D1 + l1)), index<2>(l0, l1),
      index<2>(t0, t1), index<2>(nonneg(t0 * D0), nonneg(t1 * D1)),
      tile_access::make_barrier());
}

template <int D0, int D1, int D2>
AMP2HIP_D tiled_index<D0, D1, D2> tiled_index_at(int t0, int t1, int t2, int l0,
                                                 int l1, int l2) {
  return tiled_index<D0, D1, D2>(
      index<3>(nonneg(t0 * D0 + l0), nonneg(t1 * D1 + l1),
               nonneg(t2 * D2 + l2)),
      index<3>(l0, l1, l2), index<3>(t0, t1, t2),
      index<3>(nonneg(t0 * D0), nonneg(t1 * D1), nonneg(t2 * D2)),
      tile_access::make_barrier());
}

template <int D0, class F>
__global__ void AMP2HIP_LAUNCH_BOUNDS(D0) pfe_tiled_1(F f) {
  const F &kf = f;
  const int l0 = static_cast<int>(threadIdx.x);
  const int t0 = nonneg(static_cast<int>(blockIdx.x));
  run_kernel(kf, tiled_index_at<D0>(t0, l0));
}

// Tiled kernels run one tile per block and no loop: a domain with more than
// 65535 tiles in y or z is covered by several launches, each told the first
// tile it starts at (C++ AMP orders no tile before another). Only those
// launches use the kernel that adds that offset (Tall): in the others, the
// offset's load and add on the way to every address cost 1-1.5% of a
// bandwidth-bound kernel (docs/performance.md).
template <int D0, int D1, class F, bool Tall>
__global__ void AMP2HIP_LAUNCH_BOUNDS(D0 *D1) pfe_tiled_2(F f, int first0) {
  const F &kf = f;
  const int l0 = static_cast<int>(threadIdx.y);
  const int l1 = static_cast<int>(threadIdx.x);
  const int t0 = nonneg((Tall ? first0 : 0) + static_cast<int>(blockIdx.y));
  const int t1 = nonneg(static_cast<int>(blockIdx.x));
  run_kernel(kf, tiled_index_at<D0, D1>(t0, t1, l0, l1));
}

template <int D0, int D1, int D2, class F, bool Tall>
__global__ void AMP2HIP_LAUNCH_BOUNDS(D0 *D1 *D2)
    pfe_tiled_3(F f, int first0, int first1) {
  const F &kf = f;
  const int l0 = static_cast<int>(threadIdx.z);
  const int l1 = static_cast<int>(threadIdx.y);
  const int l2 = static_cast<int>(threadIdx.x);
  const int t0 = nonneg((Tall ? first0 : 0) + static_cast<int>(blockIdx.z));
  const int t1 = nonneg((Tall ? first1 : 0) + static_cast<int>(blockIdx.y));
  const int t2 = nonneg(static_cast<int>(blockIdx.x));
  run_kernel(kf, tiled_index_at<D0, D1, D2>(t0, t1, t2, l0, l1, l2));
}

// Packed launches (tile_packing.h): `pack` tiles side by side along x in
// each block; the tile count along x divides by `pack`.
template <int D0, class F>
__global__ void
AMP2HIP_LAUNCH_BOUNDS((amp2hip::tile_pack<tiled_index<D0>>::threads *
                       amp2hip::tile_pack<tiled_index<D0>>::tiles))
    pfe_tiled_1_packed(F f, int pack) {
  const F &kf = f;
  const int l0 = static_cast<int>(threadIdx.x % unsigned(D0));
  const int t0 = nonneg(static_cast<int>(blockIdx.x) * pack +
                        static_cast<int>(threadIdx.x / unsigned(D0)));
  run_kernel(kf, tiled_index_at<D0>(t0, l0));
}

template <int D0, int D1, class F, bool Tall>
__global__ void
AMP2HIP_LAUNCH_BOUNDS((amp2hip::tile_pack<tiled_index<D0, D1>>::threads *
                       amp2hip::tile_pack<tiled_index<D0, D1>>::tiles))
    pfe_tiled_2_packed(F f, int first0, int pack) {
  const F &kf = f;
  const int l0 = static_cast<int>(threadIdx.y);
  const int l1 = static_cast<int>(threadIdx.x % unsigned(D1));
  const int t0 = nonneg((Tall ? first0 : 0) + static_cast<int>(blockIdx.y));
  const int t1 = nonneg(static_cast<int>(blockIdx.x) * pack +
                        static_cast<int>(threadIdx.x / unsigned(D1)));
  run_kernel(kf, tiled_index_at<D0, D1>(t0, t1, l0, l1));
}

template <int D0, int D1, int D2, class F, bool Tall>
__global__ void
AMP2HIP_LAUNCH_BOUNDS((amp2hip::tile_pack<tiled_index<D0, D1, D2>>::threads *
                       amp2hip::tile_pack<tiled_index<D0, D1, D2>>::tiles))
    pfe_tiled_3_packed(F f, int first0, int first1, int pack) {
  const F &kf = f;
  const int l0 = static_cast<int>(threadIdx.z);
  const int l1 = static_cast<int>(threadIdx.y);
  const int l2 = static_cast<int>(threadIdx.x % unsigned(D2));
  const int t0 = nonneg((Tall ? first0 : 0) + static_cast<int>(blockIdx.z));
  const int t1 = nonneg((Tall ? first1 : 0) + static_cast<int>(blockIdx.y));
  const int t2 = nonneg(static_cast<int>(blockIdx.x) * pack +
                        static_cast<int>(threadIdx.x / unsigned(D2)));
  run_kernel(kf, tiled_index_at<D0, D1, D2>(t0, t1, t2, l0, l1, l2));
}

#endif // !AMP2HIP_MODE_EMULATION

#if AMP2HIP_MODE_HIP

inline void check_hip(hipError_t err, const char *what) {
  if (err != hipSuccess) {
    std::string m =
        std::string("amp2hip: ") + what + ": " + hipGetErrorString(err);
    throw runtime_exception(m.c_str(), kErrorFail);
  }
}

inline void select_device(int device) {
  static const int count = amp2hip::detail::device_count();
  if (count > 1)
    check_hip(hipSetDevice(device), "hipSetDevice failed");
}

inline void check_launch() {
  check_hip(hipGetLastError(), "kernel launch failed");
}

#endif // AMP2HIP_MODE_HIP

#if !AMP2HIP_MODE_EMULATION

/// The kernel of a non-tiled launch of rank N (reference: what the parse
/// instantiates; launch: what hipcc and nvcc run).
template <int N, class F> struct simple_kernel {
  static void reference() { (void)&pfe_kernel_n<N, F>; }
#if AMP2HIP_MODE_HIP
  static void launch(dim3 grid, dim3 block, hipStream_t stream, const F &kf,
                     const Concurrency::extent<N> &e, unsigned outer) {
    pfe_kernel_n<N, F><<<grid, block, 0, stream>>>(kf, e, outer);
  }
#endif
};
template <class F> struct simple_kernel<1, F> {
  static void reference() { (void)&pfe_kernel_1<F>; }
#if AMP2HIP_MODE_HIP
  static void launch(dim3 grid, dim3 block, hipStream_t stream, const F &kf,
                     const Concurrency::extent<1> &e, unsigned) {
    pfe_kernel_1<F><<<grid, block, 0, stream>>>(kf, e[0]);
  }
#endif
};
template <class F> struct simple_kernel<2, F> {
  static void reference() { (void)&pfe_kernel_2<F>; }
#if AMP2HIP_MODE_HIP
  static void launch(dim3 grid, dim3 block, hipStream_t stream, const F &kf,
                     const Concurrency::extent<2> &e, unsigned) {
    pfe_kernel_2<F><<<grid, block, 0, stream>>>(kf, e[0], e[1]);
  }
#endif
};
template <class F> struct simple_kernel<3, F> {
  static void reference() { (void)&pfe_kernel_3<F>; }
#if AMP2HIP_MODE_HIP
  static void launch(dim3 grid, dim3 block, hipStream_t stream, const F &kf,
                     const Concurrency::extent<3> &e, unsigned) {
    pfe_kernel_3<F><<<grid, block, 0, stream>>>(kf, e[0], e[1], e[2]);
  }
#endif
};

/// The kernel of a tiled launch of rank R, and its launches: a domain with
/// more than 65535 tiles in y or z is covered by several.
template <int R, int D0, int D1, int D2, class F> struct tiled_kernel;
template <int D0, int D1, int D2, class F>
struct tiled_kernel<1, D0, D1, D2, F> {
  static void reference() { (void)&pfe_tiled_1<D0, F>; }
  static void reference_packed() { (void)&pfe_tiled_1_packed<D0, F>; }
#if AMP2HIP_MODE_HIP
  static void launch(hipStream_t stream,
                     const tiled_extent<D0, D1, D2> &domain, const F &kf) {
    const dim3 grid(static_cast<unsigned>(domain[0] / D0));
    pfe_tiled_1<D0, F><<<grid, dim3(D0), 0, stream>>>(kf);
  }
  static void launch_packed(hipStream_t stream,
                            const tiled_extent<D0, D1, D2> &domain, const F &kf,
                            unsigned pack) {
    const dim3 grid(static_cast<unsigned>(domain[0] / D0) / pack);
    pfe_tiled_1_packed<D0, F>
        <<<grid, dim3(D0 * pack), 0, stream>>>(kf, static_cast<int>(pack));
  }
#endif
};
template <int D0, int D1, int D2, class F>
struct tiled_kernel<2, D0, D1, D2, F> {
  static void reference() {
    (void)&pfe_tiled_2<D0, D1, F, false>;
    (void)&pfe_tiled_2<D0, D1, F, true>;
  }
  static void reference_packed() {
    (void)&pfe_tiled_2_packed<D0, D1, F, false>;
    (void)&pfe_tiled_2_packed<D0, D1, F, true>;
  }
#if AMP2HIP_MODE_HIP
  static void launch(hipStream_t stream,
                     const tiled_extent<D0, D1, D2> &domain, const F &kf) {
    const unsigned tiles0 = static_cast<unsigned>(domain[0] / D0);
    const unsigned tiles1 = static_cast<unsigned>(domain[1] / D1);
    if (tiles0 <= kMaxGridYZ) {
      pfe_tiled_2<D0, D1, F, false>
          <<<dim3(tiles1, tiles0), dim3(D1, D0), 0, stream>>>(kf, 0);
      return;
    }
    for (unsigned first0 = 0; first0 < tiles0; first0 += kMaxGridYZ) {
      const dim3 grid(tiles1, min_u(tiles0 - first0, kMaxGridYZ));
      pfe_tiled_2<D0, D1, F, true>
          <<<grid, dim3(D1, D0), 0, stream>>>(kf, static_cast<int>(first0));
    }
  }
  static void launch_packed(hipStream_t stream,
                            const tiled_extent<D0, D1, D2> &domain, const F &kf,
                            unsigned pack) {
    const unsigned tiles0 = static_cast<unsigned>(domain[0] / D0);
    const unsigned tiles1 = static_cast<unsigned>(domain[1] / D1);
    const dim3 block(D1 * pack, D0);
    if (tiles0 <= kMaxGridYZ) {
      pfe_tiled_2_packed<D0, D1, F, false>
          <<<dim3(tiles1 / pack, tiles0), block, 0, stream>>>(
              kf, 0, static_cast<int>(pack));
      return;
    }
    for (unsigned first0 = 0; first0 < tiles0; first0 += kMaxGridYZ) {
      const dim3 grid(tiles1 / pack, min_u(tiles0 - first0, kMaxGridYZ));
      pfe_tiled_2_packed<D0, D1, F, true><<<grid, block, 0, stream>>>(
          kf, static_cast<int>(first0), static_cast<int>(pack));
    }
  }
#endif
};
template <int D0, int D1, int D2, class F>
struct tiled_kernel<3, D0, D1, D2, F> {
  static void reference() {
    (void)&pfe_tiled_3<D0, D1, D2, F, false>;
    (void)&pfe_tiled_3<D0, D1, D2, F, true>;
  }
  static void reference_packed() {
    (void)&pfe_tiled_3_packed<D0, D1, D2, F, false>;
    (void)&pfe_tiled_3_packed<D0, D1, D2, F, true>;
  }
#if AMP2HIP_MODE_HIP
  static void launch(hipStream_t stream,
                     const tiled_extent<D0, D1, D2> &domain, const F &kf) {
    const unsigned tiles0 = static_cast<unsigned>(domain[0] / D0);
    const unsigned tiles1 = static_cast<unsigned>(domain[1] / D1);
    const unsigned tiles2 = static_cast<unsigned>(domain[2] / D2);
    if (tiles0 <= kMaxGridYZ && tiles1 <= kMaxGridYZ) {
      pfe_tiled_3<D0, D1, D2, F, false>
          <<<dim3(tiles2, tiles1, tiles0), dim3(D2, D1, D0), 0, stream>>>(kf, 0,
                                                                          0);
      return;
    }
    for (unsigned first0 = 0; first0 < tiles0; first0 += kMaxGridYZ)
      for (unsigned first1 = 0; first1 < tiles1; first1 += kMaxGridYZ) {
        const dim3 grid(tiles2, min_u(tiles1 - first1, kMaxGridYZ),
                        min_u(tiles0 - first0, kMaxGridYZ));
        pfe_tiled_3<D0, D1, D2, F, true><<<grid, dim3(D2, D1, D0), 0, stream>>>(
            kf, static_cast<int>(first0), static_cast<int>(first1));
      }
  }
  static void launch_packed(hipStream_t stream,
                            const tiled_extent<D0, D1, D2> &domain, const F &kf,
                            unsigned pack) {
    const unsigned tiles0 = static_cast<unsigned>(domain[0] / D0);
    const unsigned tiles1 = static_cast<unsigned>(domain[1] / D1);
    const unsigned tiles2 = static_cast<unsigned>(domain[2] / D2);
    const dim3 block(D2 * pack, D1, D0);
    if (tiles0 <= kMaxGridYZ && tiles1 <= kMaxGridYZ) {
      pfe_tiled_3_packed<D0, D1, D2, F, false>
          <<<dim3(tiles2 / pack, tiles1, tiles0), block, 0, stream>>>(
              kf, 0, 0, static_cast<int>(pack));
      return;
    }
    for (unsigned first0 = 0; first0 < tiles0; first0 += kMaxGridYZ)
      for (unsigned first1 = 0; first1 < tiles1; first1 += kMaxGridYZ) {
        const dim3 grid(tiles2 / pack, min_u(tiles1 - first1, kMaxGridYZ),
                        min_u(tiles0 - first0, kMaxGridYZ));
        pfe_tiled_3_packed<D0, D1, D2, F, true><<<grid, block, 0, stream>>>(
            kf, static_cast<int>(first0), static_cast<int>(first1),
            static_cast<int>(pack));
      }
  }
#endif
};

#endif // !AMP2HIP_MODE_EMULATION

/// Block and grid of a non-tiled launch of the given rank (x fastest).
struct launch_shape {
  unsigned block[3] = {1, 1, 1};
  unsigned grid[3] = {1, 1, 1};
};

template <int N>
inline launch_shape simple_shape(const Concurrency::extent<N> &e,
                                 unsigned outer) {
  launch_shape s;
  if (N == 1) {
    s.block[0] = 256;
    s.grid[0] = ceil_div(static_cast<unsigned>(e[0]), 256);
  } else {
    const unsigned ex = static_cast<unsigned>(e[N - 1]);
    const unsigned ey = static_cast<unsigned>(e[N - 2]);
    s.block[0] = min_u(32, pow2_at_least(ex));
    if (N == 2) {
      s.block[1] = min_u(pow2_at_least(ey), 256 / s.block[0]);
    } else {
      const unsigned rest = 256 / s.block[0];
      s.block[1] = min_u(pow2_at_least(ey), rest > 1 ? rest / 2 : 1);
      s.block[2] = min_u(min_u(pow2_at_least(outer), rest / s.block[1]), 64);
      if (s.block[2] == 0)
        s.block[2] = 1;
      s.grid[2] = min_u(ceil_div(outer, s.block[2]), kMaxGridYZ);
    }
    s.grid[0] = ceil_div(ex, s.block[0]);
    s.grid[1] = min_u(ceil_div(ey, s.block[1]), kMaxGridYZ);
  }
  return s;
}

template <int N, class F>
AMP2HIP_H amp2hip::detail::queue_handle
launch_simple(const accelerator_view &av, bool av_given,
              const Concurrency::extent<N> &e, const F &f AMP2HIP_SITE_PARAMS) {
  static_assert(is_opaque_lambda<F>::value || is_kernel_callable<F, index<N>>::value ||
                    is_mutable_kernel_callable<F, index<N>>::value,
                "the kernel of parallel_for_each over an extent<N> must be "
                "callable with an index<N>");
  validate_compute_domain(e);
  const launch_target target = select_launch_target(av, av_given, f);
  const int device = target.device;
  amp2hip::detail::launch_scope scope(device, target.queue);
  const F kf(f); // captured array_views bind to the device here
  unsigned outer = 1;
  for (int k = 0; k + 2 < N; ++k)
    outer *= static_cast<unsigned>(e[k]);
#if AMP2HIP_MODE_PARSE
  (void)outer;
  simple_kernel<N, F>::reference();
#elif AMP2HIP_MODE_EMULATION
  (void)outer;
  amp2hip::detail::default_backend().emulated_launch(scope.queue());
  for_each_index(e, [&](const index<N> &idx) { run_kernel(kf, idx); });
#else
  select_device(device);
  const launch_shape s = simple_shape(e, outer);
  const dim3 grid(s.grid[0], s.grid[1], s.grid[2]);
  const dim3 block(s.block[0], s.block[1], s.block[2]);
  hipStream_t stream = static_cast<hipStream_t>(scope.queue());
  simple_kernel<N, F>::launch(grid, block, stream, kf, e, outer);
  check_launch();
#ifdef AMP2HIP_CHECKED
  amp2hip::detail::check_after_launch(stream, amp2hip_file_, amp2hip_line_);
#endif
#endif
  return target.queue;
}

#if AMP2HIP_MODE_EMULATION

/// Host emulation of a tiled launch: the tiles run one after another; the
/// threads of a tile run on host threads of their own, so that barriers
/// work. An exception thrown by a kernel thread is rethrown after the tile.
template <int D0, int D1, int D2, class F>
void run_tiles_emulated(const tiled_extent<D0, D1, D2> &domain, const F &kf) {
  constexpr int R = tile_rank<D0, D1, D2>;
  const Concurrency::extent<R> t = make_tile_extent<D0, D1, D2>();
  Concurrency::extent<R> tiles;
  for (int k = 0; k < R; ++k)
    tiles[k] = domain[k] / t[k];
  for_each_index(tiles, [&](const index<R> &tile) {
    index<R> origin;
    for (int k = 0; k < R; ++k)
      origin[k] = tile[k] * t[k];
    amp2hip::detail::emulated_tile_barrier barrier(static_cast<int>(t.size()));
    std::mutex error_mutex;
    std::exception_ptr error;
    std::vector<std::thread> threads;
    threads.reserve(t.size());
    for_each_index(t, [&](const index<R> &local) {
      threads.emplace_back([&, local] {
        amp2hip::detail::current_tile_barrier() = &barrier;
        try {
          run_kernel(kf, tiled_index<D0, D1, D2>(origin + local, local, tile,
                                                 origin,
                                                 tile_access::make_barrier()));
        } catch (...) {
          std::lock_guard<std::mutex> lock(error_mutex);
          if (!error)
            error = std::current_exception();
        }
        amp2hip::detail::current_tile_barrier() = nullptr;
        barrier.leave();
      });
    });
    for (std::thread &th : threads)
      th.join();
    if (error)
      std::rethrow_exception(error);
  });
}

#endif // AMP2HIP_MODE_EMULATION

#if AMP2HIP_MODE_HIP
/// One tile per block (a kernel the translator did not pack).
template <int R, int D0, int D1, int D2, class F>
void launch_tiles(hipStream_t stream, const tiled_extent<D0, D1, D2> &domain,
                  const F &kf, std::false_type) {
  tiled_kernel<R, D0, D1, D2, F>::launch(stream, domain, kf);
}

/// A packed kernel (amp2hip::packed): as many tiles per block as fit and
/// divide the tile count along x; one when none does.
template <int R, int D0, int D1, int D2, class F>
void launch_tiles(hipStream_t stream, const tiled_extent<D0, D1, D2> &domain,
                  const F &kf, std::true_type) {
  typedef amp2hip::tile_pack<tiled_index<D0, D1, D2>> pack_of;
  const unsigned pack = amp2hip::detail::tiles_per_block(
      pack_of::tiles, static_cast<unsigned>(domain[R - 1] / pack_of::last));
  if (pack > 1)
    tiled_kernel<R, D0, D1, D2, F>::launch_packed(stream, domain, kf, pack);
  else
    tiled_kernel<R, D0, D1, D2, F>::launch(stream, domain, kf);
}
#endif

#if AMP2HIP_MODE_PARSE
template <int R, int D0, int D1, int D2, class F>
void reference_tiles(std::false_type) {
  tiled_kernel<R, D0, D1, D2, F>::reference();
}
template <int R, int D0, int D1, int D2, class F>
void reference_tiles(std::true_type) {
  tiled_kernel<R, D0, D1, D2, F>::reference();
  tiled_kernel<R, D0, D1, D2, F>::reference_packed();
}
#endif

/// A tiled launch; Packed when the translator sliced the kernel's
/// tile_static memory per tile (amp2hip::packed). Only a packed launch
/// instantiates the packed kernel.
template <bool Packed = false, int D0, int D1, int D2, class F>
AMP2HIP_H amp2hip::detail::queue_handle
launch_tiled(const accelerator_view &av, bool av_given,
             const tiled_extent<D0, D1, D2> &domain,
             const F &f AMP2HIP_SITE_PARAMS) {
  constexpr int R = tile_rank<D0, D1, D2>;
  static_assert(tile_launch_check<D0, D1, D2>::value, "");
  static_assert(
      is_opaque_lambda<F>::value ||
          is_kernel_callable<F, tiled_index<D0, D1, D2>>::value ||
          is_mutable_kernel_callable<F, tiled_index<D0, D1, D2>>::value,
      "the kernel of parallel_for_each over a tiled_extent<D0, ...> "
      "must be callable with a tiled_index<D0, ...>");
  validate_compute_domain(domain);
  const launch_target target = select_launch_target(av, av_given, f);
  const int device = target.device;
  amp2hip::detail::launch_scope scope(device, target.queue);
  const F kf(f); // captured array_views bind to the device here
#if AMP2HIP_MODE_EMULATION
  (void)R;
  amp2hip::detail::default_backend().emulated_launch(scope.queue());
  run_tiles_emulated<D0, D1, D2>(domain, kf);
#elif AMP2HIP_MODE_PARSE
  (void)kf;
  reference_tiles<R, D0, D1, D2, F>(std::integral_constant<bool, Packed>());
#else
  select_device(device);
  hipStream_t stream = static_cast<hipStream_t>(scope.queue());
  launch_tiles<R>(stream, domain, kf, std::integral_constant<bool, Packed>());
  check_launch();
#ifdef AMP2HIP_CHECKED
  amp2hip::detail::check_after_launch(stream, amp2hip_file_, amp2hip_line_);
#endif
#endif
  return target.queue;
}

} // namespace detail

/// What parallel_for_each returns. C++ AMP's returns nothing, and code
/// that ignores this costs nothing; HCC's returned a completion_future (hc
/// code keeps it: `completion_future f = parallel_for_each(...)`), which
/// this becomes on demand: ready once the work queued so far on the
/// launch's queue has run.
class launch_result {
public:
  explicit launch_result(amp2hip::detail::queue_handle queue) : queue_(queue) {}
  operator completion_future() const {
    return queue_ ? detail::marker_future(queue_) : detail::make_ready_future();
  }
  /// Waits until the kernel has run.
  void wait() const { completion_future(*this).wait(); }
  void get() const { completion_future(*this).get(); }

private:
  amp2hip::detail::queue_handle queue_;
};

/// Runs f(index<N>) for every index of the compute domain, on the
/// accelerator_view of the arrays f uses (the default accelerator's default
/// view if it uses none).
template <int N, class F>
AMP2HIP_H launch_result parallel_for_each(const extent<N> &compute_domain,
                                          const F &f AMP2HIP_SITE_PARAMS) {
  return launch_result(detail::launch_simple(detail::default_accelerator_view(),
                                             false, compute_domain,
                                             f AMP2HIP_SITE_ARGS));
}

/// Runs f(index<N>) for every index of the compute domain, on `av`.
template <int N, class F>
AMP2HIP_H launch_result parallel_for_each(const accelerator_view &av,
                                          const extent<N> &compute_domain,
                                          const F &f AMP2HIP_SITE_PARAMS) {
  return launch_result(
      detail::launch_simple(av, true, compute_domain, f AMP2HIP_SITE_ARGS));
}

/// Runs f(tiled_index<D0, ...>) for every thread of the tiled domain, on
/// the accelerator_view of the arrays f uses (as above).
template <int D0, int D1, int D2, class F>
AMP2HIP_H launch_result
parallel_for_each(const tiled_extent<D0, D1, D2> &compute_domain,
                  const F &f AMP2HIP_SITE_PARAMS) {
  return launch_result(detail::launch_tiled(detail::default_accelerator_view(),
                                            false, compute_domain,
                                            f AMP2HIP_SITE_ARGS));
}

template <int D0, int D1, int D2, class F>
AMP2HIP_H launch_result
parallel_for_each(const accelerator_view &av,
                  const tiled_extent<D0, D1, D2> &compute_domain,
                  const F &f AMP2HIP_SITE_PARAMS) {
  return launch_result(
      detail::launch_tiled(av, true, compute_domain, f AMP2HIP_SITE_ARGS));
}

/// A launch the translator packed (amp2hip::packed): several tiles per
/// block where the tile is small (tile_packing.h).
template <int D0, int D1, int D2, class F>
AMP2HIP_H launch_result parallel_for_each(
    const amp2hip::detail::packed_extent<D0, D1, D2> &compute_domain,
    const F &f AMP2HIP_SITE_PARAMS) {
  return launch_result(
      detail::launch_tiled<true>(detail::default_accelerator_view(), false,
                                 compute_domain.domain, f AMP2HIP_SITE_ARGS));
}

template <int D0, int D1, int D2, class F>
AMP2HIP_H launch_result parallel_for_each(
    const accelerator_view &av,
    const amp2hip::detail::packed_extent<D0, D1, D2> &compute_domain,
    const F &f AMP2HIP_SITE_PARAMS) {
  return launch_result(detail::launch_tiled<true>(
      av, true, compute_domain.domain, f AMP2HIP_SITE_ARGS));
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_LAUNCH_H
