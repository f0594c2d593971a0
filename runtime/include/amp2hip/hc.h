//===- amp2hip/hc.h - HCC's hc API on amp2hip's C++ AMP runtime -----------===//
//
// AMD's HCC compiler shipped a second API beside C++ AMP, namespace hc
// (<hc.hpp>). Code translated by amp2hip includes <hip/hip_runtime.h> and
// then this header (docs/hcc.md).
//
// The hc names are declared in Concurrency::hc, and `hc` is an alias of it:
// the translator recognises C++ AMP entities by their declarations in
// namespace Concurrency, so hc::parallel_for_each is a kernel launch, and
// hc::array an array captured by reference, for the checks and rewrites
// alike. What hc shares with C++ AMP (index, array, array_view,
// accelerator, completion_future, the atomics, the math) is C++ AMP's;
// what it adds is here:
//
//   extent<N>            C++ AMP's extent plus tile(t0[, t1[, t2]]) with tile
//                        sizes known at run time
//   tiled_extent<N>      an extent and run-time tile sizes (tile_dim)
//   tiled_index<N>       global, local, tile, tile_origin, tile_dim, barrier
//   parallel_for_each    returns a completion_future that is ready when the
//                        kernel has run
//   am_alloc, am_free, am_copy   device memory by pointer (hipMalloc ...)
//   __lane_id, __shfl*, __ballot, __activelanecount_u32_b1: the cross-lane
//                        operations, at the width of the device's wavefront
//                        (64 on AMD, 32 on NVIDIA)
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_HC_H
#define AMP2HIP_HC_H

#include <amp2hip/amp.h>
#include <amp2hip/amp_math.h>
#include <amp2hip/amp_short_vectors.h>
#include <amp2hip/detail/host_reference.h>

#include <cassert> // HCC's headers brought assert
#include <map>
#include <mutex>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace amp2hip {
namespace detail {
namespace {
// HCC's programs were written for HSA's APUs: an hc program's arrays have
// CPU access by default (accelerator.h, runtime_cpu_access).
const bool hc_program_marked =
    (Concurrency::detail::hc_program().store(true), true);
} // namespace
} // namespace detail
} // namespace amp2hip

namespace Concurrency {
namespace hc {

using Concurrency::access_type;
using Concurrency::access_type_auto;
using Concurrency::access_type_none;
using Concurrency::access_type_read;
using Concurrency::access_type_read_write;
using Concurrency::access_type_write;
using Concurrency::queuing_mode;
using Concurrency::queuing_mode_automatic;
using Concurrency::queuing_mode_immediate;
using Concurrency::accelerator;
using Concurrency::accelerator_view;
using Concurrency::accelerator_view_removed;
using Concurrency::all_memory_fence;
using Concurrency::array;
using Concurrency::array_view;
using Concurrency::completion_future;
using Concurrency::copy;
using Concurrency::copy_async;
using Concurrency::global_memory_fence;
using Concurrency::index;
using Concurrency::launch_result;
// C++ AMP's launches over an extent are hc's too (one overload set, so that
// an unqualified call finds one function through either namespace).
using Concurrency::invalid_compute_domain;
using Concurrency::parallel_for_each;
using Concurrency::runtime_exception;
using Concurrency::tile_barrier;
using Concurrency::tile_static_memory_fence;

using Concurrency::atomic_compare_exchange;
using Concurrency::atomic_exchange;
using Concurrency::atomic_fetch_add;
using Concurrency::atomic_fetch_and;
using Concurrency::atomic_fetch_dec;
using Concurrency::atomic_fetch_inc;
using Concurrency::atomic_fetch_max;
using Concurrency::atomic_fetch_min;
using Concurrency::atomic_fetch_or;
using Concurrency::atomic_fetch_sub;
using Concurrency::atomic_fetch_xor;

namespace precise_math = Concurrency::precise_math;
namespace fast_math = Concurrency::fast_math;
// HCC's short vectors. Not brought into hc itself: HCC kept them in
// hc::short_vector, and a program's own norm() or float_4 must not meet
// ours under `using namespace hc;`. Each is C++ AMP's class template
// (int_2 is Concurrency::graphics::int_2), over more scalars, and with one
// component as in HCC's hc mode: short_vector<S, 1>::type and int_1 are
// classes (get_x() ...), where C++ AMP's are the scalar S.
namespace short_vector {
using graphics::norm;
using graphics::unorm;

/// short_vector<S, N>::type: the vector of N components of S.
template <class S, int N> struct short_vector {
  static_assert(N >= 1 && N <= 4, "short vectors have 1 to 4 components");
  typedef graphics::short_vector_t<S, N> type;
};

/// The scalar type and length of a scalar or short vector type.
template <class T> struct short_vector_traits {
  static_assert(std::is_arithmetic<T>::value ||
                    std::is_same<T, norm>::value ||
                    std::is_same<T, unorm>::value,
                "short_vector_traits needs a scalar or a short vector type");
  typedef T value_type;
  static int const size = 1;
};
template <class T> int const short_vector_traits<T>::size;
template <class S, int N>
struct short_vector_traits<graphics::short_vector_t<S, N>> {
  typedef S value_type;
  static int const size = N;
};
template <class S, int N>
int const short_vector_traits<graphics::short_vector_t<S, N>>::size;

// HCC's names prefix_N (uchar_2 ...), N from 1 to 4. Not its prefixN
// (int2, float4): HIP and CUDA declare those globally (CUDA's own host
// code names uint3), which `using namespace hc::short_vector;` would make
// ambiguous.
#define AMP2HIP_HC_SHORT_VECTORS(S, prefix)                                    \
  typedef graphics::short_vector_t<S, 1> prefix##_1;                           \
  typedef graphics::short_vector_t<S, 2> prefix##_2;                           \
  typedef graphics::short_vector_t<S, 3> prefix##_3;                           \
  typedef graphics::short_vector_t<S, 4> prefix##_4;
AMP2HIP_HC_SHORT_VECTORS(unsigned char, uchar)
AMP2HIP_HC_SHORT_VECTORS(char, char)
AMP2HIP_HC_SHORT_VECTORS(unsigned short, ushort)
AMP2HIP_HC_SHORT_VECTORS(short, short)
AMP2HIP_HC_SHORT_VECTORS(unsigned int, uint)
AMP2HIP_HC_SHORT_VECTORS(int, int)
AMP2HIP_HC_SHORT_VECTORS(unsigned long, ulong)
AMP2HIP_HC_SHORT_VECTORS(long, long)
AMP2HIP_HC_SHORT_VECTORS(unsigned long long, ulonglong)
AMP2HIP_HC_SHORT_VECTORS(long long, longlong)
AMP2HIP_HC_SHORT_VECTORS(float, float)
AMP2HIP_HC_SHORT_VECTORS(double, double)
AMP2HIP_HC_SHORT_VECTORS(norm, norm)
AMP2HIP_HC_SHORT_VECTORS(unorm, unorm)
#undef AMP2HIP_HC_SHORT_VECTORS
} // namespace short_vector

template <int N> class tiled_extent;

// HCC's spellings of [[hc]] and [[cpu]] (hc_defines.h). In the parse they
// are the attributes, which the translator writes as __device__ and
// __host__ (docs/hcc.md).
#ifndef __HC__
#define __HC__ __device__
#endif
#ifndef __CPU__
#define __CPU__ __host__
#endif

// hc_defines.h's backend number, and the compiler's __hcc_backend__ as HCC
// set it for AMD's GPUs: programs pick their GPU path with them.
#ifndef HCC_BACKEND_AMDGPU
#define HCC_BACKEND_AMDGPU (1)
#endif
#ifndef __hcc_backend__
#define __hcc_backend__ HCC_BACKEND_AMDGPU
#endif

// The address of a variable kernels use, by its name (HCC's macro, with its
// semicolon): accelerator::get_symbol_address.
#define GET_SYMBOL_ADDRESS(acc, symbol) acc.get_symbol_address(#symbol);

/// C++ AMP's extent, with hc's tiling by sizes known at run time.
template <int N> class extent : public Concurrency::extent<N> {
  using base = Concurrency::extent<N>;

public:
  using base::base;
  AMP2HIP_HD extent() : base() {}
  AMP2HIP_HD extent(const base &e) : base(e) {}
  // tile(t0[, t1[, t2]]) and tile_with_dynamic(...) are the base's.
};

/// An extent divided into tiles whose sizes are known at run time. The
/// extent need not be a multiple of the tile: as on HCC, the last tile of a
/// dimension is partial (its threads beyond the extent do not run).
template <int N> class tiled_extent : public extent<N> {
  static_assert(N >= 1 && N <= 3, "hc::tiled_extent has rank 1, 2 or 3");

public:
  static const int rank = N;
  int tile_dim[N];
  /// Bytes of tile_static memory each tile gets at run time, beyond its
  /// tile_static variables (get_dynamic_group_segment_base_pointer()).
  unsigned int dynamic_group_segment_size = 0;

  AMP2HIP_H void set_dynamic_group_segment_size(unsigned int size) {
    dynamic_group_segment_size = size;
  }
  AMP2HIP_H unsigned int get_dynamic_group_segment_size() const {
    return dynamic_group_segment_size;
  }

  AMP2HIP_HD tiled_extent() : extent<N>() {
    for (int i = 0; i < N; ++i)
      tile_dim[i] = 0;
  }
  AMP2HIP_HD tiled_extent(const Concurrency::extent<N> &e, int t0)
      : extent<N>(e) {
    static_assert(N == 1, "a tiled_extent<N> takes N tile sizes");
    tile_dim[0] = t0;
  }
  /// After the extent come N tile sizes, then (as in HCC) optionally the
  /// bytes of dynamic group segment: (e, t0, size) is a tiled_extent<1>'s,
  /// (e, t0, t1) a tiled_extent<2>'s.
  AMP2HIP_HD tiled_extent(const Concurrency::extent<N> &e, int a, int b)
      : extent<N>(e) {
    static_assert(N == 1 || N == 2, "a tiled_extent<N> takes N tile sizes");
    set_tiles(a, b, 0, 2);
  }
  AMP2HIP_HD tiled_extent(const Concurrency::extent<N> &e, int a, int b, int c)
      : extent<N>(e) {
    static_assert(N == 2 || N == 3, "a tiled_extent<N> takes N tile sizes");
    set_tiles(a, b, c, 3);
  }
  AMP2HIP_HD tiled_extent(const Concurrency::extent<N> &e, int t0, int t1,
                          int t2, int size)
      : extent<N>(e) {
    static_assert(N == 3, "a tiled_extent<N> takes N tile sizes");
    set_tiles(t0, t1, t2, 3);
    dynamic_group_segment_size = static_cast<unsigned int>(size);
  }
  /// tiled_extent<1>(e0, t0[, size]), tiled_extent<2>(e0, e1, t0, t1[,
  /// size]), tiled_extent<3>(e0, e1, e2, t0, t1, t2[, size]).
  AMP2HIP_HD tiled_extent(int e0, int t0)
      : tiled_extent(Concurrency::extent<1>(e0), t0) {}
  AMP2HIP_HD tiled_extent(int e0, int t0, int size)
      : tiled_extent(Concurrency::extent<1>(e0), t0, size) {
    static_assert(N == 1, "tiled_extent<1>(e0, t0, size)");
  }
  AMP2HIP_HD tiled_extent(int e0, int e1, int t0, int t1)
      : tiled_extent(Concurrency::extent<2>(e0, e1), t0, t1) {}
  AMP2HIP_HD tiled_extent(int e0, int e1, int t0, int t1, int size)
      : tiled_extent(Concurrency::extent<2>(e0, e1), t0, t1, size) {
    static_assert(N == 2, "tiled_extent<2>(e0, e1, t0, t1, size)");
  }
  AMP2HIP_HD tiled_extent(int e0, int e1, int e2, int t0, int t1, int t2)
      : tiled_extent(Concurrency::extent<3>(e0, e1, e2), t0, t1, t2) {}
  AMP2HIP_HD tiled_extent(int e0, int e1, int e2, int t0, int t1, int t2,
                          int size)
      : tiled_extent(Concurrency::extent<3>(e0, e1, e2), t0, t1, t2, size) {}

  /// The tile's sizes as an extent.
  AMP2HIP_HD Concurrency::extent<N> get_tile_extent() const {
    Concurrency::extent<N> t;
    for (int i = 0; i < N; ++i)
      t[i] = tile_dim[i];
    return t;
  }

private:
  /// `count` numbers after the extent: N tile sizes, then the dynamic
  /// group segment's bytes if one is left.
  AMP2HIP_HD void set_tiles(int a, int b, int c, int count) {
    const int given[3] = {a, b, c};
    for (int i = 0; i < N; ++i)
      tile_dim[i] = given[i];
    if (count > N)
      dynamic_group_segment_size = static_cast<unsigned int>(given[N]);
  }

public:
  friend AMP2HIP_HD bool operator==(const tiled_extent &a,
                                    const tiled_extent &b) {
    for (int i = 0; i < N; ++i)
      if (a[i] != b[i] || a.tile_dim[i] != b.tile_dim[i])
        return false;
    return true;
  }
  friend AMP2HIP_HD bool operator!=(const tiled_extent &a,
                                    const tiled_extent &b) {
    return !(a == b);
  }
};

} // namespace hc

// Concurrency::extent's tiling by run-time sizes (declared in
// amp2hip/detail/index.h).
template <int N>
AMP2HIP_HD hc::tiled_extent<1> extent<N>::tile(int t0) const {
  return hc::tiled_extent<1>(*this, t0);
}
template <int N>
AMP2HIP_HD hc::tiled_extent<2> extent<N>::tile(int t0, int t1) const {
  return hc::tiled_extent<2>(*this, t0, t1);
}
template <int N>
AMP2HIP_HD hc::tiled_extent<3> extent<N>::tile(int t0, int t1, int t2) const {
  return hc::tiled_extent<3>(*this, t0, t1, t2);
}
template <int N>
AMP2HIP_H hc::tiled_extent<1>
extent<N>::tile_with_dynamic(int t0, int dynamic_size) const {
  hc::tiled_extent<1> t = tile(t0);
  t.set_dynamic_group_segment_size(static_cast<unsigned>(dynamic_size));
  return t;
}
template <int N>
AMP2HIP_H hc::tiled_extent<2>
extent<N>::tile_with_dynamic(int t0, int t1, int dynamic_size) const {
  hc::tiled_extent<2> t = tile(t0, t1);
  t.set_dynamic_group_segment_size(static_cast<unsigned>(dynamic_size));
  return t;
}
template <int N>
AMP2HIP_H hc::tiled_extent<3>
extent<N>::tile_with_dynamic(int t0, int t1, int t2, int dynamic_size) const {
  hc::tiled_extent<3> t = tile(t0, t1, t2);
  t.set_dynamic_group_segment_size(static_cast<unsigned>(dynamic_size));
  return t;
}

namespace hc {

namespace detail {
struct hc_tile_access;
} // namespace detail

/// The index of a thread in an hc::tiled_extent.
template <int N> class tiled_index {
public:
  static const int rank = N;
  /// The index in the whole compute domain.
  const index<N> global;
  /// The index within the tile.
  const index<N> local;
  /// The index of the tile.
  const index<N> tile;
  /// The global index of the tile's first thread.
  const index<N> tile_origin;
  const tile_barrier barrier;
  /// The tile's sizes.
  const index<N> tile_dim;

  tiled_index(const tiled_index &) = default;
  AMP2HIP_HD operator const index<N>() const { return global; }
  AMP2HIP_HD Concurrency::extent<N> get_tile_extent() const {
    Concurrency::extent<N> t;
    for (int i = 0; i < N; ++i)
      t[i] = tile_dim[i];
    return t;
  }

private:
  friend struct detail::hc_tile_access;
  AMP2HIP_HD tiled_index(const index<N> &g, const index<N> &l,
                         const index<N> &t, const index<N> &d)
      : global(g), local(l), tile(t), tile_origin(g - l),
        barrier(Concurrency::detail::tile_access::make_barrier()), tile_dim(d) {
  }
};

namespace detail {

struct hc_tile_access {
  template <int N>
  AMP2HIP_HD static tiled_index<N> make(const index<N> &g, const index<N> &l,
                                        const index<N> &t, const index<N> &d) {
    return tiled_index<N>(g, l, t, d);
  }
};

template <int N> void validate_tiles(const tiled_extent<N> &domain) {
  for (int i = 0; i < N; ++i) {
    if (domain[i] < 0 || domain.tile_dim[i] <= 0)
      throw invalid_compute_domain(
          "hc::parallel_for_each: a tiled_extent needs a non-negative extent "
          "and positive tile sizes");
  }
  long long threads = 1;
  for (int i = 0; i < N; ++i)
    threads *= domain.tile_dim[i];
  // The words programs looked for in HCC's report of the same error.
  if (threads > 1024)
    throw invalid_compute_domain(
        ("hc::parallel_for_each: The extent of the tile (" +
         std::to_string(threads) +
         " threads) exceeds the device limit (1024 threads)")
            .c_str());
  // HCC refused a tile larger than the extent it divides (a smaller last
  // tile is partial).
  for (int i = 0; i < N; ++i)
    if (domain[i] > 0 && domain.tile_dim[i] > domain[i])
      throw invalid_compute_domain(
          ("hc::parallel_for_each: The extent of the tile (" +
           std::to_string(domain.tile_dim[i]) + ") exceeds the compute grid "
           "extent (" + std::to_string(domain[i]) + ") in dimension " +
           std::to_string(i))
              .c_str());
}

inline int tiles_of(int e, int t) { return (e + t - 1) / t; }

/// Runs the kernel for the thread at `local` of tile `tile`, unless the
/// thread lies beyond the extent (the partial last tile). As in HCC (HSA's
/// partial work-groups), a partial tile's `tile_dim` is its own size.
template <int N, class F>
AMP2HIP_HD void run_hc_tile_thread(const F &kf, const tiled_extent<N> &domain,
                                   const index<N> &tile,
                                   const index<N> &local) {
  index<N> global, size;
  for (int i = 0; i < N; ++i) {
    const int dim = domain.tile_dim[i];
    global[i] = tile[i] * dim + local[i];
    if (global[i] >= domain[i])
      return;
    const int left = domain[i] - tile[i] * dim;
    size[i] = left < dim ? left : dim;
  }
  Concurrency::detail::run_kernel(
      kf, hc_tile_access::make<N>(global, local, tile, size));
}

#if AMP2HIP_MODE_HIP
// Dimension N-1 is x, N-2 is y, N-3 is z, as for C++ AMP's launches.
template <int N, class F>
__global__ void hc_tiled_kernel(F f, tiled_extent<N> domain) {
  const F &kf = f;
  index<N> tile, local;
  tile[N - 1] = blockIdx.x;
  local[N - 1] = threadIdx.x;
  if (N > 1) {
    tile[N > 1 ? N - 2 : 0] = blockIdx.y;
    local[N > 1 ? N - 2 : 0] = threadIdx.y;
  }
  if (N > 2) {
    tile[0] = blockIdx.z;
    local[0] = threadIdx.z;
  }
  run_hc_tile_thread(kf, domain, tile, local);
}
#endif

#if AMP2HIP_MODE_EMULATION
/// Host emulation: the dynamic group segment of the tile this host thread
/// runs a thread of.
inline void *&emulated_dynamic_group_segment() {
  static thread_local void *segment = nullptr;
  return segment;
}

/// Host emulation: one tile at a time, a host thread per thread of the tile.
template <int N, class F>
void run_hc_tiles_emulated(const tiled_extent<N> &domain, const F &kf) {
  Concurrency::extent<N> tiles, t;
  for (int k = 0; k < N; ++k) {
    t[k] = domain.tile_dim[k];
    tiles[k] = tiles_of(domain[k], t[k]);
  }
  Concurrency::detail::for_each_index(tiles, [&](const index<N> &tile) {
    amp2hip::detail::emulated_tile_barrier barrier(static_cast<int>(t.size()));
    std::vector<unsigned char> segment(domain.dynamic_group_segment_size);
    std::mutex error_mutex;
    std::exception_ptr error;
    std::vector<std::thread> threads;
    threads.reserve(t.size());
    Concurrency::detail::for_each_index(t, [&](const index<N> &local) {
      threads.emplace_back([&, local] {
        amp2hip::detail::current_tile_barrier() = &barrier;
        emulated_dynamic_group_segment() =
            segment.empty() ? nullptr : segment.data();
        try {
          run_hc_tile_thread(kf, domain, tile, local);
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
#endif

template <int N, class F>
AMP2HIP_H amp2hip::detail::queue_handle
launch_hc_tiled(const accelerator_view &av, const tiled_extent<N> &domain,
                const F &f AMP2HIP_SITE_PARAMS) {
  static_assert(
      Concurrency::detail::is_opaque_lambda<F>::value ||
          Concurrency::detail::is_kernel_callable<F, tiled_index<N>>::value ||
          Concurrency::detail::is_mutable_kernel_callable<
              F, tiled_index<N>>::value,
      "the kernel of hc::parallel_for_each over a tiled_extent<N> must be "
      "callable with a tiled_index<N>");
  validate_tiles(domain);
  const int device = Concurrency::detail::launch_device(av);
  amp2hip::detail::launch_scope scope(
      device, Concurrency::detail::accelerator_access::queue(av));
  const F kf(f); // captured array_views bind to the device here
  const amp2hip::detail::queue_handle queue =
      Concurrency::detail::accelerator_access::queue(av);
  for (int i = 0; i < N; ++i)
    if (domain[i] == 0)
      return queue;
#if AMP2HIP_MODE_EMULATION
  run_hc_tiles_emulated(domain, kf);
#elif AMP2HIP_MODE_PARSE
  (void)kf;
#else
  Concurrency::detail::select_device(device);
  unsigned grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
  for (int i = 0; i < N; ++i) {
    grid[N - 1 - i] =
        static_cast<unsigned>(tiles_of(domain[i], domain.tile_dim[i]));
    block[N - 1 - i] = static_cast<unsigned>(domain.tile_dim[i]);
  }
  if (grid[1] > Concurrency::detail::kMaxGridYZ ||
      grid[2] > Concurrency::detail::kMaxGridYZ)
    throw invalid_compute_domain(
        "hc::parallel_for_each: more than 65535 tiles in dimension 0 or 1 "
        "of a tiled_extent");
  hipStream_t stream = static_cast<hipStream_t>(scope.queue());
  hipLaunchKernelGGL((hc_tiled_kernel<N, F>), dim3(grid[0], grid[1], grid[2]),
                     dim3(block[0], block[1], block[2]),
                     domain.dynamic_group_segment_size, stream, kf, domain);
  Concurrency::detail::check_launch();
#ifdef AMP2HIP_CHECKED
  amp2hip::detail::check_after_launch(stream, amp2hip_file_, amp2hip_line_);
#endif
#endif
  return queue;
}

} // namespace detail

/// Runs f(tiled_index<N>) for every thread of the tiled domain, on `av` or
/// the default view. As every parallel_for_each, it returns what converts
/// to a completion_future.
template <int N, class F>
AMP2HIP_H Concurrency::launch_result
parallel_for_each(const accelerator_view &av, const tiled_extent<N> &domain,
                  const F &f AMP2HIP_SITE_PARAMS) {
  return Concurrency::launch_result(
      detail::launch_hc_tiled(av, domain, f AMP2HIP_SITE_ARGS));
}
template <int N, class F>
AMP2HIP_H Concurrency::launch_result
parallel_for_each(const tiled_extent<N> &domain,
                  const F &f AMP2HIP_SITE_PARAMS) {
  return hc::parallel_for_each(Concurrency::detail::default_accelerator_view(),
                               domain, f AMP2HIP_SITE_ARGS);
}

// ---- Memory by pointer (hc_am.hpp) ----

/// What the am_* functions return: AM_SUCCESS, or AM_ERROR_MISC on any
/// failure (HCC's values).
typedef int am_status_t;
enum : am_status_t { AM_SUCCESS = 0, AM_ERROR_MISC = -1 };

/// am_alloc's flags, with HCC's values. Any host flag gives pinned host
/// memory the devices can reach (hipHostMalloc), which HIP keeps coherent;
/// device memory is hipMalloc's, fine-grained or not.
enum : unsigned {
  amHostPinned = 0x1,       ///< pinned host memory the device can reach
  amHostNonCoherent = 0x1,  ///< the same
  amHostCoherent = 0x2,     ///< the same, coherent between host and device
  amHostUnmapped = 0x4,     ///< with a host flag: the same
  amDeviceFinegrained = 0x8 ///< device memory
};

/// What am_alloc returns: a pointer that converts to any object pointer, as
/// HCC's did (`int *p = am_alloc(...)`).
struct auto_voidp {
  void *ptr;
  template <class T> operator T *() const { return static_cast<T *>(ptr); }
};

/// What HCC's memory tracker knows of a block (hc_am.hpp's AmPointerInfo,
/// with its fields' names): am_memtracker_getinfo fills it.
class AmPointerInfo {
public:
  void *_hostPointer;   ///< the host's address; null for device memory
  void *_devicePointer; ///< the devices' address
  void *_unalignedDevicePointer; ///< the allocation under an aligned block
  std::size_t _sizeBytes;
  accelerator _acc;    ///< where the memory is
  bool _isInDeviceMem; ///< device memory (else host memory)
  bool _isAmManaged;   ///< am_alloc's, freed by am_memtracker_reset
  std::uint64_t _allocSeqNum;
  int _appId;                  ///< the program's (am_memtracker_update)
  unsigned _appAllocationFlags; ///< the program's
  void *_appPtr;               ///< the program's

  AmPointerInfo()
      : _hostPointer(nullptr), _devicePointer(nullptr),
        _unalignedDevicePointer(nullptr), _sizeBytes(0), _isInDeviceMem(false),
        _isAmManaged(false), _allocSeqNum(0), _appId(-1),
        _appAllocationFlags(0), _appPtr(nullptr) {}
  AmPointerInfo(void *hostPointer, void *devicePointer,
                void *unalignedDevicePointer, std::size_t sizeBytes,
                const accelerator &acc, bool isInDeviceMem = false,
                bool isAmManaged = false)
      : _hostPointer(hostPointer), _devicePointer(devicePointer),
        _unalignedDevicePointer(unalignedDevicePointer), _sizeBytes(sizeBytes),
        _acc(acc), _isInDeviceMem(isInDeviceMem), _isAmManaged(isAmManaged),
        _allocSeqNum(0), _appId(-1), _appAllocationFlags(0), _appPtr(nullptr) {
  }
};

namespace detail {
/// How a block came into the registry.
enum class am_kind { allocated, locked, added };

/// A block of the registry: am_alloc's (the allocation it lies in, larger
/// than asked for an alignment beyond HIP's), host memory locked by
/// am_memory_host_lock, or one the program added (am_memtracker_add).
struct am_block {
  int device; ///< -1: host memory of the parse or the host emulation
  am_kind kind;
  AmPointerInfo info; ///< what am_memtracker_getinfo reports

  std::size_t size() const { return info._sizeBytes; }
  /// Pinned or locked host memory.
  bool host() const { return !info._isInDeviceMem; }
  /// What am_raw_alloc returned (am_alloc's blocks): the allocation an
  /// aligned block lies in.
  void *allocation() const { return info._unalignedDevicePointer; }
};
/// The blocks alive, by the address handed out (the host's for locked
/// memory): am_free frees only am_alloc's, so that a second free of a block
/// fails (AM_ERROR_MISC) as in HCC.
inline std::mutex &am_blocks_mutex() {
  static std::mutex m;
  return m;
}
inline std::map<void *, am_block> &am_blocks() {
  static std::map<void *, am_block> blocks;
  return blocks;
}
inline std::uint64_t next_am_sequence() {
  static std::uint64_t n = 0; // under am_blocks_mutex
  return ++n;
}
/// The block holding `ptr` by its host or its device address (the caller
/// holds the lock), or the end.
inline std::map<void *, am_block>::iterator find_am_holding(const void *ptr) {
  auto &blocks = am_blocks();
  const char *p = static_cast<const char *>(ptr);
  for (auto it = blocks.begin(); it != blocks.end(); ++it) {
    const std::size_t n = it->second.size() ? it->second.size() : 1;
    const char *at = static_cast<const char *>(it->first);
    const char *dev = static_cast<const char *>(it->second.info._devicePointer);
    if ((p >= at && p < at + n) || (dev && p >= dev && p < dev + n))
      return it;
  }
  return blocks.end();
}

#if AMP2HIP_MODE_HIP
inline int am_device_of(const accelerator &acc) {
  return Concurrency::detail::launch_device(
      const_cast<accelerator &>(acc).get_default_view());
}
inline void *am_raw_alloc(std::size_t size, int device, bool host) {
  void *p = nullptr;
  Concurrency::detail::select_device(device);
  const hipError_t err = host ? hipHostMalloc(&p, size) : hipMalloc(&p, size);
  if (err != hipSuccess) {
    (void)hipGetLastError();
    return nullptr;
  }
  return p;
}
inline bool am_raw_free(void *p, bool host) {
  return (host ? hipHostFree(p) : hipFree(p)) == hipSuccess;
}
#else
// The parse and the host emulation: memory is the host's.
inline int am_device_of(const accelerator &) { return -1; }
inline void *am_raw_alloc(std::size_t size, int, bool) {
  return std::malloc(size);
}
inline bool am_raw_free(void *p, bool) {
  std::free(p);
  return true;
}
#endif

/// Allocates `size + extra` bytes and records the block under the address
/// `align` gives for it.
template <class Align>
void *am_allocate(std::size_t size, std::size_t extra, const accelerator &acc,
                  unsigned flags, Align align) {
  if (size == 0)
    return nullptr;
  const bool host = (flags & (amHostPinned | amHostCoherent)) != 0;
  const int device = am_device_of(acc);
  void *base = am_raw_alloc(size + extra, device, host);
  if (!base)
    return nullptr;
  void *p = align(base);
  AmPointerInfo info(host ? p : nullptr, p, base, size, acc, !host, true);
  std::lock_guard<std::mutex> lock(am_blocks_mutex());
  info._allocSeqNum = next_am_sequence();
  am_blocks()[p] = am_block{device, am_kind::allocated, info};
  return p;
}
} // namespace detail

/// `size` bytes on the accelerator (device memory), or pinned host memory
/// with amHostPinned; null for size 0 or when the allocation fails, as
/// HCC's am_alloc.
inline auto_voidp am_alloc(std::size_t size, const accelerator &acc,
                           unsigned flags) {
  return {detail::am_allocate(size, 0, acc, flags, [](void *p) { return p; })};
}

/// am_alloc with an alignment (a power of two): HIP's allocations are
/// aligned to 256 bytes; a larger alignment takes a block that much larger.
inline auto_voidp am_aligned_alloc(std::size_t size, const accelerator &acc,
                                   unsigned flags, std::size_t alignment = 0) {
  if (alignment <= 256)
    return am_alloc(size, acc, flags);
  if (alignment & (alignment - 1))
    return {nullptr};
  return {detail::am_allocate(size, alignment, acc, flags, [=](void *p) {
    const std::uintptr_t at =
        (reinterpret_cast<std::uintptr_t>(p) + alignment - 1) &
        ~(std::uintptr_t(alignment) - 1);
    return reinterpret_cast<void *>(at);
  })};
}

namespace detail {
/// The live block am_alloc returned at `ptr`, into `block`; false when
/// there is none. With `release` the registry forgets it (am_free).
inline bool find_am_block(void *ptr, am_block &block, bool release) {
  std::lock_guard<std::mutex> lock(am_blocks_mutex());
  auto it = am_blocks().find(ptr);
  if (it == am_blocks().end() || it->second.kind != am_kind::allocated)
    return false;
  block = it->second;
  if (release)
    am_blocks().erase(it);
  return true;
}
} // namespace detail

/// Frees what am_alloc or am_aligned_alloc returned: AM_SUCCESS (also for
/// null), AM_ERROR_MISC for a pointer they did not return or that was
/// freed already.
inline am_status_t am_free(void *ptr) {
  if (!ptr)
    return AM_SUCCESS;
  detail::am_block block;
  if (!detail::find_am_block(ptr, block, /*release=*/true))
    return AM_ERROR_MISC;
  return detail::am_raw_free(block.allocation(), block.host()) ? AM_SUCCESS
                                                               : AM_ERROR_MISC;
}

/// Copies `size` bytes between any two of host memory and am_alloc's
/// memory (the direction is found from the pointers).
#if AMP2HIP_MODE_HIP
inline am_status_t am_copy(void *dst, const void *src, std::size_t size) {
  if (hipMemcpy(dst, src, size, hipMemcpyDefault) == hipSuccess)
    return AM_SUCCESS;
  (void)hipGetLastError();
  return AM_ERROR_MISC;
}
#else
inline am_status_t am_copy(void *dst, const void *src, std::size_t size) {
  __builtin_memcpy(dst, src, size); // no <cstring>: glibc's ::index would
                                    // meet hc::index under `using namespace hc`
  return AM_SUCCESS;
}
#endif

/// Lets each of `peers` reach am_alloc's block `ptr` (HIP's peer access
/// from each peer GPU to the block's device; pinned host memory every GPU
/// reaches already). AM_ERROR_MISC for no peers, a pointer am_alloc did
/// not return, or an accelerator that cannot reach the block's device.
inline am_status_t am_map_to_peers(void *ptr, std::size_t num_peer,
                                   const accelerator *peers) {
  if (!ptr || num_peer == 0 || !peers)
    return AM_ERROR_MISC;
  detail::am_block block;
  if (!detail::find_am_block(ptr, block, /*release=*/false))
    return AM_ERROR_MISC;
  for (std::size_t i = 0; i < num_peer; ++i) {
    const int peer = Concurrency::detail::accelerator_access::device(peers[i]);
    if (peer < 0)
      return AM_ERROR_MISC; // the CPU accelerator is no peer
    if (block.host() || peer == block.device)
      continue;
#if AMP2HIP_MODE_HIP
    int can = 0;
    if (hipDeviceCanAccessPeer(&can, peer, block.device) != hipSuccess || !can)
      return AM_ERROR_MISC;
    Concurrency::detail::select_device(peer);
    const hipError_t err = hipDeviceEnablePeerAccess(block.device, 0);
    (void)hipGetLastError();
    if (err != hipSuccess && err != hipErrorPeerAccessAlreadyEnabled)
      return AM_ERROR_MISC;
#endif
  }
  return AM_SUCCESS;
}

/// Prints the tracker's blocks (the one holding `target` if given) to
/// standard output: a debugging aid, as HCC's memory tracker's.
inline void am_memtracker_print(void *target = nullptr) {
  std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
  auto &blocks = detail::am_blocks();
  auto only = target ? detail::find_am_holding(target) : blocks.end();
  if (target && only == blocks.end())
    return;
  for (auto it = blocks.begin(); it != blocks.end(); ++it) {
    if (target && it != only)
      continue;
    const detail::am_block &b = it->second;
    const char *what = b.kind == detail::am_kind::locked ? "locked host memory"
                       : b.kind == detail::am_kind::added
                           ? "added by the program"
                       : b.host() ? "pinned host memory"
                                  : "device memory";
    std::printf("amp2hip tracker block %p: %zu bytes, %s (device %d, "
                "sequence %llu)\n",
                it->first, b.size(), what, b.device,
                static_cast<unsigned long long>(b.info._allocSeqNum));
  }
}

/// What the tracker knows of the block holding `ptr` (by its host or device
/// address): AM_SUCCESS, or AM_ERROR_MISC when no block holds it.
inline am_status_t am_memtracker_getinfo(AmPointerInfo *info,
                                         const void *ptr) {
  if (!info || !ptr)
    return AM_ERROR_MISC;
  std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
  auto it = detail::find_am_holding(ptr);
  if (it == detail::am_blocks().end())
    return AM_ERROR_MISC;
  *info = it->second.info;
  return AM_SUCCESS;
}

/// Adds memory the program allocated itself to the tracker (HIP's use of
/// HCC's tracker): getinfo finds it; am_free does not free it.
inline am_status_t am_memtracker_add(void *ptr, AmPointerInfo &info) {
  if (!ptr)
    return AM_ERROR_MISC;
  std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
  if (detail::am_blocks().count(ptr))
    return AM_ERROR_MISC;
  AmPointerInfo copy = info;
  copy._allocSeqNum = detail::next_am_sequence();
  detail::am_blocks()[ptr] = detail::am_block{detail::am_device_of(info._acc),
                                              detail::am_kind::added, copy};
  return AM_SUCCESS;
}

/// Sets the program's fields of the block holding `ptr`.
inline am_status_t am_memtracker_update(const void *ptr, int appId,
                                        unsigned allocationFlags,
                                        void *appPtr = nullptr) {
  std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
  auto it = detail::find_am_holding(ptr);
  if (!ptr || it == detail::am_blocks().end())
    return AM_ERROR_MISC;
  it->second.info._appId = appId;
  it->second.info._appAllocationFlags = allocationFlags;
  it->second.info._appPtr = appPtr;
  return AM_SUCCESS;
}

/// Forgets the block at `ptr` without freeing it.
inline am_status_t am_memtracker_remove(void *ptr) {
  std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
  return detail::am_blocks().erase(ptr) ? AM_SUCCESS : AM_ERROR_MISC;
}

/// Frees every block am_alloc made on `acc` (device memory and pinned host
/// memory alike) and returns how many.
inline std::size_t am_memtracker_reset(const accelerator &acc) {
  const int device = detail::am_device_of(acc);
  std::vector<detail::am_block> gone;
  {
    std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
    auto &blocks = detail::am_blocks();
    for (auto it = blocks.begin(); it != blocks.end();) {
      if (it->second.kind == detail::am_kind::allocated &&
          it->second.device == device) {
        gone.push_back(it->second);
        it = blocks.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (const detail::am_block &b : gone)
    detail::am_raw_free(b.allocation(), b.host());
  return gone.size();
}

/// The bytes the tracker holds for `acc`: am_alloc's device memory, its
/// pinned host memory, and the program's (locked or added).
inline void am_memtracker_sizeinfo(const accelerator &acc,
                                   std::size_t *deviceMemSize,
                                   std::size_t *hostMemSize,
                                   std::size_t *userMemSize) {
  const int device = detail::am_device_of(acc);
  std::size_t d = 0, h = 0, u = 0;
  {
    std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
    for (const auto &entry : detail::am_blocks()) {
      const detail::am_block &b = entry.second;
      if (b.device != device)
        continue;
      if (b.kind != detail::am_kind::allocated)
        u += b.size();
      else if (b.host())
        h += b.size();
      else
        d += b.size();
    }
  }
  if (deviceMemSize)
    *deviceMemSize = d;
  if (hostMemSize)
    *hostMemSize = h;
  if (userMemSize)
    *userMemSize = u;
}

/// Locks `size` bytes of the program's host memory at `hostPtr` for copies
/// and kernels of `ac` (HIP's hipHostRegister; every GPU reaches it, so the
/// visible accelerators add nothing). AM_ERROR_MISC if it is locked already
/// or HIP refuses.
inline am_status_t am_memory_host_lock_with_flag(accelerator &ac,
                                                 void *hostPtr,
                                                 std::size_t size,
                                                 accelerator *visibleAc,
                                                 std::size_t numVisibleAc,
                                                 unsigned flags = 0) {
  (void)visibleAc;
  (void)numVisibleAc;
  (void)flags;
  if (!hostPtr || size == 0)
    return AM_ERROR_MISC;
  const int device = detail::am_device_of(ac);
  {
    std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
    if (detail::am_blocks().count(hostPtr))
      return AM_ERROR_MISC;
  }
  void *on_device = hostPtr;
#if AMP2HIP_MODE_HIP
  Concurrency::detail::select_device(device);
  if (hipHostRegister(hostPtr, size, hipHostRegisterMapped) != hipSuccess) {
    (void)hipGetLastError();
    return AM_ERROR_MISC;
  }
  if (hipHostGetDevicePointer(&on_device, hostPtr, 0) != hipSuccess) {
    (void)hipGetLastError();
    on_device = hostPtr;
  }
#endif
  AmPointerInfo info(hostPtr, on_device, on_device, size, ac, false, false);
  std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
  info._allocSeqNum = detail::next_am_sequence();
  detail::am_blocks()[hostPtr] =
      detail::am_block{device, detail::am_kind::locked, info};
  return AM_SUCCESS;
}
inline am_status_t am_memory_host_lock(accelerator &ac, void *hostPtr,
                                       std::size_t size,
                                       accelerator *visibleAc,
                                       std::size_t numVisibleAc) {
  return am_memory_host_lock_with_flag(ac, hostPtr, size, visibleAc,
                                       numVisibleAc);
}

/// Unlocks what am_memory_host_lock locked at `hostPtr`.
inline am_status_t am_memory_host_unlock(accelerator &ac, void *hostPtr) {
  (void)ac;
  {
    std::lock_guard<std::mutex> lock(detail::am_blocks_mutex());
    auto it = detail::am_blocks().find(hostPtr);
    if (!hostPtr || it == detail::am_blocks().end() ||
        it->second.kind != detail::am_kind::locked)
      return AM_ERROR_MISC;
    detail::am_blocks().erase(it);
  }
#if AMP2HIP_MODE_HIP
  if (hipHostUnregister(hostPtr) != hipSuccess) {
    (void)hipGetLastError();
    return AM_ERROR_MISC;
  }
#endif
  return AM_SUCCESS;
}

// ---- Atomics HIP has and C++ AMP lacks ----

/// *address becomes 0 if it was at least `val`, else one more; returns the
/// old value (HIP's atomicInc).
#if AMP2HIP_MODE_EMULATION
inline unsigned int atomic_wrapinc(unsigned int *address, unsigned int val) {
  unsigned int old = __atomic_load_n(address, __ATOMIC_SEQ_CST);
  while (!__atomic_compare_exchange_n(address, &old, old >= val ? 0 : old + 1,
                                      false, __ATOMIC_SEQ_CST,
                                      __ATOMIC_SEQ_CST)) {
  }
  return old;
}
/// *address becomes `val` if it was 0 or above `val`, else one less;
/// returns the old value (HIP's atomicDec).
inline unsigned int atomic_wrapdec(unsigned int *address, unsigned int val) {
  unsigned int old = __atomic_load_n(address, __ATOMIC_SEQ_CST);
  while (!__atomic_compare_exchange_n(
      address, &old, (old == 0 || old > val) ? val : old - 1, false,
      __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
  }
  return old;
}
#else
AMP2HIP_D inline unsigned int atomic_wrapinc(unsigned int *address,
                                             unsigned int val) {
  return atomicInc(address, val);
}
AMP2HIP_D inline unsigned int atomic_wrapdec(unsigned int *address,
                                             unsigned int val) {
  return atomicDec(address, val);
}
#endif

// ---- Ticks ----

/// The host's steady clock in ticks of get_tick_frequency() a second: the
/// clock of completion_future's get_begin_tick() and get_end_tick().
inline std::uint64_t get_system_ticks() {
  return Concurrency::detail::steady_ticks();
}
inline std::uint64_t get_tick_frequency() {
  return Concurrency::detail::kTicksPerSecond;
}

// ---- Cross-lane operations ----

/// The wavefront (warp) width of the device the code runs on: 64 on AMD's
/// GCN and CDNA, 32 on NVIDIA. HCC's programs often wrote 64.
#if AMP2HIP_MODE_HIP && AMP2HIP_DEVICE_PASS
#define AMP2HIP_WAVEFRONT_SIZE warpSize
#elif AMP2HIP_MODE_HIP && defined(__HIP_PLATFORM_NVIDIA__)
#define AMP2HIP_WAVEFRONT_SIZE 32
#elif AMP2HIP_MODE_HIP
#define AMP2HIP_WAVEFRONT_SIZE 64
#else
#define AMP2HIP_WAVEFRONT_SIZE 1
#endif

#if AMP2HIP_MODE_HIP && defined(__HIP_PLATFORM_AMD__)
// HIP's own functions (global, as HCC's were reachable unqualified).
using ::__ballot;
using ::__lane_id;
using ::__shfl;
using ::__shfl_down;
using ::__shfl_up;
using ::__shfl_xor;
#elif AMP2HIP_MODE_HIP
AMP2HIP_D inline unsigned int __lane_id() {
  const unsigned t =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  return t % 32u;
}
AMP2HIP_D inline std::uint64_t __ballot(int predicate) {
  return __ballot_sync(__activemask(), predicate);
}
template <class T>
AMP2HIP_D inline T __shfl(T var, int src_lane, int width = 32) {
  return __shfl_sync(__activemask(), var, src_lane, width);
}
template <class T>
AMP2HIP_D inline T __shfl_up(T var, unsigned int delta, int width = 32) {
  return __shfl_up_sync(__activemask(), var, delta, width);
}
template <class T>
AMP2HIP_D inline T __shfl_down(T var, unsigned int delta, int width = 32) {
  return __shfl_down_sync(__activemask(), var, delta, width);
}
template <class T>
AMP2HIP_D inline T __shfl_xor(T var, int lane_mask, int width = 32) {
  return __shfl_xor_sync(__activemask(), var, lane_mask, width);
}
#else
// The parse and the host emulation (a tile's threads are host threads with
// no wavefront: each thread is a wavefront of one).
AMP2HIP_HD inline unsigned int __lane_id() { return 0; }
AMP2HIP_HD inline std::uint64_t __ballot(int predicate) {
  return predicate ? 1u : 0u;
}
template <class T> AMP2HIP_HD inline T __shfl(T var, int, int = 1) {
  return var;
}
template <class T> AMP2HIP_HD inline T __shfl_up(T var, unsigned int, int = 1) {
  return var;
}
template <class T>
AMP2HIP_HD inline T __shfl_down(T var, unsigned int, int = 1) {
  return var;
}
template <class T> AMP2HIP_HD inline T __shfl_xor(T var, int, int = 1) {
  return var;
}
#endif

/// The start of the tile's dynamic group segment: the bytes the launch's
/// tiled_extent asked for with set_dynamic_group_segment_size.
#if AMP2HIP_MODE_HIP
AMP2HIP_D inline void *get_dynamic_group_segment_base_pointer() {
  extern __shared__ unsigned char amp2hip_dynamic_group_segment[];
  return amp2hip_dynamic_group_segment;
}
#elif AMP2HIP_MODE_EMULATION
inline void *get_dynamic_group_segment_base_pointer() {
  return detail::emulated_dynamic_group_segment();
}
#else
AMP2HIP_HD void *get_dynamic_group_segment_base_pointer(); // the parse
#endif

/// The bytes of group segment (tile_static memory) of the running tile:
/// the kernel's static part plus the dynamic part its launch asked for.
/// AMD's dispatch packet carries the total and the compiler the static
/// part; NVIDIA's special registers carry the total and the dynamic part.
#if AMP2HIP_MODE_HIP && AMP2HIP_DEVICE_PASS && defined(__HIP_PLATFORM_AMD__)
AMP2HIP_D inline unsigned int get_group_segment_size() {
  // hsa_kernel_dispatch_packet_t::group_segment_size, at byte 28.
  const unsigned char *packet =
      static_cast<const unsigned char *>(__builtin_amdgcn_dispatch_ptr());
  return *reinterpret_cast<const unsigned int *>(packet + 28);
}
AMP2HIP_D inline unsigned int get_static_group_segment_size() {
  return __builtin_amdgcn_groupstaticsize();
}
#elif AMP2HIP_MODE_HIP && AMP2HIP_DEVICE_PASS
AMP2HIP_D inline unsigned int get_group_segment_size() {
  unsigned int total;
  asm volatile("mov.u32 %0, %%total_smem_size;" : "=r"(total));
  return total;
}
AMP2HIP_D inline unsigned int get_static_group_segment_size() {
  unsigned int dynamic;
  asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dynamic));
  return get_group_segment_size() - dynamic;
}
#elif AMP2HIP_MODE_HIP || AMP2HIP_MODE_PARSE
// The host pass and the parse: device functions only.
AMP2HIP_D unsigned int get_group_segment_size();
AMP2HIP_D unsigned int get_static_group_segment_size();
#endif

/// The number of active lanes of the wavefront whose `input` is true.
AMP2HIP_D inline unsigned int __activelanecount_u32_b1(unsigned int input) {
  const std::uint64_t b = __ballot(static_cast<int>(input));
  unsigned int n = 0;
  for (std::uint64_t v = b; v; v &= v - 1)
    ++n;
  return n;
}

/// 24-bit multiplication (and addition): the low 24 bits of each operand,
/// sign-extended for int.
AMP2HIP_HD inline unsigned int __mul24(unsigned int x, unsigned int y) {
  return (x & 0xffffffu) * (y & 0xffffffu);
}
AMP2HIP_HD inline int __mul24(int x, int y) {
  const int a = static_cast<int>(static_cast<unsigned>(x) << 8) >> 8;
  const int b = static_cast<int>(static_cast<unsigned>(y) << 8) >> 8;
  return a * b;
}
AMP2HIP_HD inline unsigned int __mad24(unsigned int x, unsigned int y,
                                       unsigned int z) {
  return __mul24(x, y) + z;
}
AMP2HIP_HD inline int __mad24(int x, int y, int z) { return __mul24(x, y) + z; }

/// A cycle counter of the device (HIP's clock64); the host emulation's is
/// its steady clock's ticks.
#if AMP2HIP_MODE_HIP
AMP2HIP_D inline std::uint64_t __cycle_u64() {
  return static_cast<std::uint64_t>(clock64());
}
#elif AMP2HIP_MODE_EMULATION
inline std::uint64_t __cycle_u64() {
  return static_cast<std::uint64_t>(
      std::chrono::steady_clock::now().time_since_epoch().count());
}
#else
AMP2HIP_HD std::uint64_t __cycle_u64(); // the parse
#endif

/// The number of bits set.
AMP2HIP_HD inline unsigned int __popcount_u32_b32(unsigned int input) {
  unsigned int n = 0;
  for (unsigned int v = input; v; v &= v - 1)
    ++n;
  return n;
}
AMP2HIP_HD inline unsigned int __popcount_u32_b64(std::uint64_t input) {
  unsigned int n = 0;
  for (std::uint64_t v = input; v; v &= v - 1)
    ++n;
  return n;
}

/// hc::printf: HIP's device printf (and the host's).
#if AMP2HIP_MODE_PARSE
// The parse reads ::printf as a host function; kernels call this one.
template <class... Args>
AMP2HIP_HD int printf(const char *format, Args... args) {
  return ::printf(format, args...);
}
#else
using ::printf;
#endif

} // namespace hc

// HCC's hc::accelerator was hc's own class, so argument-dependent lookup
// found `am_alloc(n, acc, 0)` written without hc::; ours is C++ AMP's.
using hc::am_aligned_alloc;
using hc::am_alloc;
using hc::am_copy;
using hc::am_free;
using hc::am_map_to_peers;
using hc::am_memory_host_lock;
using hc::am_memory_host_lock_with_flag;
using hc::am_memory_host_unlock;
using hc::am_memtracker_add;
using hc::am_memtracker_getinfo;
using hc::am_memtracker_print;
using hc::am_memtracker_remove;
using hc::am_memtracker_reset;
using hc::am_memtracker_sizeinfo;
using hc::am_memtracker_update;
} // namespace Concurrency

namespace hc = ::Concurrency::hc;

// HCC's am_alloc flags and status codes were macros, and am_status_t a
// global type: programs name them without hc::.
using hc::amDeviceFinegrained;
using hc::amHostCoherent;
using hc::amHostNonCoherent;
using hc::amHostPinned;
using hc::amHostUnmapped;
using hc::AM_ERROR_MISC;
using hc::AM_SUCCESS;
using hc::am_status_t;

// HCC's runtime namespace, where hc's exceptions were declared (programs
// catch Kalmar::runtime_exception).
namespace Kalmar {
using Concurrency::accelerator_view_removed;
using Concurrency::invalid_compute_domain;
using Concurrency::runtime_exception;
} // namespace Kalmar

// HCC's wrapping atomic increment and decrement, global as HCC declared
// them.
#if AMP2HIP_MODE_EMULATION
inline unsigned int __atomic_wrapinc(unsigned int *address, unsigned int val) {
  return hc::atomic_wrapinc(address, val);
}
inline unsigned int __atomic_wrapdec(unsigned int *address, unsigned int val) {
  return hc::atomic_wrapdec(address, val);
}
#else
AMP2HIP_D inline unsigned int __atomic_wrapinc(unsigned int *address,
                                               unsigned int val) {
  return hc::atomic_wrapinc(address, val);
}
AMP2HIP_D inline unsigned int __atomic_wrapdec(unsigned int *address,
                                               unsigned int val) {
  return hc::atomic_wrapdec(address, val);
}
#endif

// <hc_math.hpp> made the math functions callable unqualified in kernels.
// The C library's are (HIP's device overloads); these are those it lacks,
// templates as HCC's were, so that HIP's own non-template functions of the
// same name win where they match exactly.
#define AMP2HIP_HC_GLOBAL_MATH(name)                                           \
  template <class T, Concurrency::detail::math::if_arith<T> = 0>               \
  AMP2HIP_HD inline auto name(T x)->decltype(hc::precise_math::name(x)) {      \
    return hc::precise_math::name(x);                                          \
  }                                                                            \
  template <class T, Concurrency::detail::math::if_arith<T> = 0>               \
  AMP2HIP_HD inline float name##f(T x) {                                       \
    return hc::precise_math::name##f(x);                                       \
  }
AMP2HIP_HC_GLOBAL_MATH(cospi)
AMP2HIP_HC_GLOBAL_MATH(sinpi)
AMP2HIP_HC_GLOBAL_MATH(tanpi)
AMP2HIP_HC_GLOBAL_MATH(rsqrt)
AMP2HIP_HC_GLOBAL_MATH(rcbrt)
AMP2HIP_HC_GLOBAL_MATH(erfinv)
AMP2HIP_HC_GLOBAL_MATH(erfcinv)
#undef AMP2HIP_HC_GLOBAL_MATH

// HCC's work-item functions, global as HCC declared them. Dimension 0 is
// the fastest-varying one (C++ AMP's last): x of the HIP launch. They read
// the hardware's numbering, which is the C++ AMP index's in every
// dimension of a tiled launch and in x of any launch (a non-tiled launch
// larger than 65535 blocks in y or z loops over its rows instead).
#if AMP2HIP_MODE_HIP && AMP2HIP_DEVICE_PASS
AMP2HIP_D inline unsigned int amp2hip_dim3_at(const dim3 &d, unsigned int n) {
  return n == 0 ? d.x : n == 1 ? d.y : d.z;
}
AMP2HIP_D inline int amp_get_local_id(unsigned int n) {
  return static_cast<int>(amp2hip_dim3_at(threadIdx, n));
}
AMP2HIP_D inline int amp_get_group_id(unsigned int n) {
  return static_cast<int>(amp2hip_dim3_at(blockIdx, n));
}
AMP2HIP_D inline int amp_get_local_size(unsigned int n) {
  return static_cast<int>(amp2hip_dim3_at(blockDim, n));
}
AMP2HIP_D inline int amp_get_num_groups(unsigned int n) {
  return static_cast<int>(amp2hip_dim3_at(gridDim, n));
}
AMP2HIP_D inline int amp_get_global_id(unsigned int n) {
  return amp_get_group_id(n) * amp_get_local_size(n) + amp_get_local_id(n);
}
#elif AMP2HIP_MODE_HIP || AMP2HIP_MODE_PARSE
AMP2HIP_D int amp_get_local_id(unsigned int n);
AMP2HIP_D int amp_get_group_id(unsigned int n);
AMP2HIP_D int amp_get_local_size(unsigned int n);
AMP2HIP_D int amp_get_num_groups(unsigned int n);
AMP2HIP_D int amp_get_global_id(unsigned int n);
#endif

namespace amp2hip {
/// What the translated program writes beside each variable that kernels use
/// and that it names (accelerator::memcpy_symbol by name).
using symbol_registration = Concurrency::detail::symbol_registration;
} // namespace amp2hip

#endif // AMP2HIP_HC_H
