//===- amp2hip/detail/checked.h - The checked build (AMP2HIP_CHECKED) -----===//
//
// With AMP2HIP_CHECKED defined (amp2hip --checked, amp2hip-cxx
// --amp2hip-checked, the toolchain's AMP2HIP_CHECKED), every element access
// of an array, array_view, texture and tile_static array is checked against
// its extent, and tile barriers count the threads that reach them.
//
// Each subscript knows where it was written: its parameter converts from
// the index with __builtin_FILE() and __builtin_LINE() as default
// arguments, which take the caller's place, and the translated file's #line
// directives make that the C++ AMP source's. In kernels, nvcc gives a
// constructor's default arguments the place of the constructor when the
// kernel is an extended lambda, so the translator also writes each kernel
// subscript's index as amp2hip::at(i), a function, whose default arguments
// nvcc places right. On the host a violation throws
// runtime_exception at once. In a kernel the first violation of a launch is
// written to a record of the translation unit (the access then reads zero or
// writes nowhere, as under AMP2HIP_ROBUST_ACCESS, so the kernel runs on
// safely), the thread that made it adds its index when its kernel call
// returns, and parallel_for_each reads the record after the kernel and
// throws (docs/checked-build.md).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_CHECKED_H
#define AMP2HIP_DETAIL_CHECKED_H

#include <amp2hip/detail/exceptions.h>
#include <amp2hip/platform.h>

#include <cstddef>
#include <string>
#include <type_traits>

#ifdef AMP2HIP_CHECKED
// Trailing parameters that take the caller's place, and their forwarding.
#define AMP2HIP_SITE_PARAMS                                                    \
  , const char *amp2hip_file_ = __builtin_FILE(),                              \
               unsigned amp2hip_line_ = __builtin_LINE()
#define AMP2HIP_SITE_ARGS , amp2hip_file_, amp2hip_line_
#define AMP2HIP_SITE_VALUE                                                     \
  , amp2hip::detail::site { amp2hip_file_, amp2hip_line_, nullptr }
#else
#define AMP2HIP_SITE_PARAMS
#define AMP2HIP_SITE_ARGS
#define AMP2HIP_SITE_VALUE
#endif

#if defined(AMP2HIP_CHECKED) || defined(AMP2HIP_ROBUST_ACCESS)
namespace amp2hip {
namespace detail {
/// Where an out-of-bounds element access of a kernel lands: zeroed before
/// each use, so that a read gives 0, and a write is lost.
alignas(16) static AMP2HIP_D unsigned char robust_sink_bytes[1024];

template <class T> AMP2HIP_D T &robust_sink() {
  static_assert(sizeof(T) <= sizeof(robust_sink_bytes),
                "amp2hip: element type larger than 1 KiB in a checked or "
                "robust build");
  for (std::size_t i = 0; i < sizeof(T); ++i)
    robust_sink_bytes[i] = 0;
  return *reinterpret_cast<T *>(robust_sink_bytes);
}
} // namespace detail
} // namespace amp2hip
#endif

#ifdef AMP2HIP_CHECKED
namespace amp2hip {
namespace detail {

/// Where an access was written, and what it went through.
struct site {
  const char *file;
  unsigned line;
  const char *what; ///< "array_view", "array", "texture", ...
};

/// A subscript with its place, as amp2hip::at(i) gives it.
template <class J> struct located {
  J value;
  site where;
};

/// An index-like subscript (index<N>, tiled_index) and its place.
template <class I> struct index_at {
  I value;
  site where;
  template <class J,
            typename std::enable_if<std::is_convertible<const J &, I>::value,
                                    int>::type = 0>
  AMP2HIP_HD index_at(const J &j, const char *file = __builtin_FILE(),
                      unsigned line = __builtin_LINE())
      : value(j), where{file, line, nullptr} {}
  template <class J,
            typename std::enable_if<std::is_convertible<const J &, I>::value,
                                    int>::type = 0>
  AMP2HIP_HD index_at(const located<J> &j) : value(j.value), where(j.where) {}
};

/// An integer subscript and its place. Class types that convert to an
/// integer (HIP's threadIdx.x) are taken too: two user conversions could
/// not chain.
struct int_at {
  int value;
  site where;
  AMP2HIP_HD int_at(int v, const char *file = __builtin_FILE(),
                    unsigned line = __builtin_LINE())
      : value(v), where{file, line, nullptr} {}
  template <class J, typename std::enable_if<
                         std::is_class<J>::value &&
                             std::is_convertible<const J &, int>::value,
                         int>::type = 0>
  AMP2HIP_HD int_at(const J &j, const char *file = __builtin_FILE(),
                    unsigned line = __builtin_LINE())
      : value(static_cast<int>(j)), where{file, line, nullptr} {}
  template <class J,
            typename std::enable_if<std::is_convertible<const J &, int>::value,
                                    int>::type = 0>
  AMP2HIP_HD int_at(const located<J> &j)
      : value(static_cast<int>(j.value)), where(j.where) {}
};

/// Room for the largest texel (4 components of 32 bits).
struct texel_sink {
  unsigned char bytes[16];
};

enum check_kind : unsigned {
  check_element = 1, ///< index outside the extent
  check_projection,  ///< row outside the first dimension
  check_section,     ///< section outside its parent
  check_tile_static, ///< subscript outside a tile_static array's dimension
  check_barrier,     ///< tile barrier not reached by every thread
};

constexpr int kCheckedDims = 8;
constexpr int kCheckedText = 160;

/// The first violation: written by the device (or on the host's stack),
/// read and formatted by the host. `state`: 0 free, 1 being written, 2
/// written.
struct check_record {
  unsigned state;
  unsigned kind;
  unsigned line;
  int rank;
  int index[kCheckedDims];  ///< the subscript (section: its origin)
  int extent[kCheckedDims]; ///< the extent it was checked against
  int aux[kCheckedDims];    ///< section: its extent; tile_static: the
                            ///< dimension; barrier: reached, threads
  unsigned block[3], thread[3];
  unsigned thread_state; ///< 1 once the thread's index is written
  int thread_rank, tile_rank;
  int thread_index[kCheckedDims];
  int tile_index[3];
  char file[kCheckedText];
  char what[48];
};

AMP2HIP_HD inline void copy_text(char *to, int size, const char *from) {
  int i = 0;
  for (; from && from[i] && i + 1 < size; ++i)
    to[i] = from[i];
  to[i] = 0;
}

inline std::string join_ints(const int *v, int n) {
  std::string s = "(";
  for (int i = 0; i < n; ++i)
    s += (i ? ", " : "") + std::to_string(v[i]);
  return s + ")";
}

/// The message of a violation; launch_file/line: the parallel_for_each
/// whose kernel made it (null on the host).
inline std::string describe_check(const check_record &r,
                                  const char *launch_file,
                                  unsigned launch_line) {
  std::string m = "amp2hip checked build: " + std::string(r.file) + ":" +
                  std::to_string(r.line) + ": ";
  const int n = r.rank < kCheckedDims ? r.rank : kCheckedDims;
  switch (r.kind) {
  case check_element:
    m += "index " + join_ints(r.index, n) + " is outside the extent " +
         join_ints(r.extent, n) + " of the " + r.what;
    break;
  case check_projection:
    m += "row " + std::to_string(r.index[0]) + " is outside the extent " +
         join_ints(r.extent, n) + " of the " + r.what;
    break;
  case check_section:
    m += "the section at " + join_ints(r.index, n) + " of extent " +
         join_ints(r.aux, n) + " is outside the extent " +
         join_ints(r.extent, n) + " of the " + r.what;
    break;
  case check_tile_static:
    m += "index " + std::to_string(r.index[0]) + " is outside dimension " +
         std::to_string(r.aux[0]) + " (of size " + std::to_string(r.extent[0]) +
         ") of the tile_static array '" + r.what + "'";
    break;
  case check_barrier:
    m += "a tile barrier was reached by " + std::to_string(r.aux[0]) +
         " of the " + std::to_string(r.aux[1]) +
         " threads of the tile (every thread of a tile must reach each "
         "barrier)";
    break;
  default:
    m += "unknown violation";
  }
  if (launch_file) {
    m += "; in the kernel of the parallel_for_each at " +
         std::string(launch_file) + ":" + std::to_string(launch_line);
    if (r.thread_state == 1) {
      m += ", thread " + join_ints(r.thread_index, r.thread_rank);
      if (r.tile_rank > 0)
        m += " (tile " + join_ints(r.tile_index, r.tile_rank) + ")";
    } else {
      m += ", GPU block (" + std::to_string(r.block[0]) + ", " +
           std::to_string(r.block[1]) + ", " + std::to_string(r.block[2]) +
           ") thread (" + std::to_string(r.thread[0]) + ", " +
           std::to_string(r.thread[1]) + ", " + std::to_string(r.thread[2]) +
           ")";
    }
  }
  return m;
}

#if AMP2HIP_MODE_HIP
/// The record of this translation unit: its kernels write it and its
/// launches read it (internal linkage keeps the two together).
static AMP2HIP_D check_record checked_record_d;
#endif

#if AMP2HIP_DEVICE_PASS
/// A word of the block's shared memory that the thread claiming the record
/// sets to its block's key, so that the other threads of the launch need
/// not read the record (one global word read by every thread cost a
/// memory-bound kernel 0.8 ms on an H200). Never cleared: a stale match
/// costs one read of the record, which then tells.
AMP2HIP_D inline unsigned &checked_block_hint() {
  __shared__ unsigned hint;
  return hint;
}
AMP2HIP_D inline unsigned checked_block_key() {
  return 0x9e3779b9u ^
         (blockIdx.x + 65536u * (blockIdx.y + 65536u * blockIdx.z));
}

/// The record, if this thread is the first to break a rule in the launch.
AMP2HIP_D inline check_record *claim_check_record() {
  check_record &r = checked_record_d;
  if (atomicCAS(&r.state, 0u, 1u) != 0u)
    return nullptr;
  checked_block_hint() = checked_block_key();
  r.block[0] = blockIdx.x;
  r.block[1] = blockIdx.y;
  r.block[2] = blockIdx.z;
  r.thread[0] = threadIdx.x;
  r.thread[1] = threadIdx.y;
  r.thread[2] = threadIdx.z;
  return &r;
}
AMP2HIP_D inline void publish_check_record(check_record *r) {
  __threadfence();
  atomicExch(&r->state, 2u);
}
#endif

/// Reports a violation: throws on the host, records it in a kernel. Kept
/// out of line: inlined at every access, its copying would cost the checked
/// kernels registers on the path that never runs. Everything by value: a
/// reference to a caller's member would make the caller's object live in
/// memory (a tile_static proxy in local memory cost a tiled matrix
/// multiplication 15x).
AMP2HIP_HD __attribute__((noinline)) inline void
report_violation(check_kind kind, site where, const char *what, int rank,
                 const int *index, const int *extent, const int *aux) {
#if AMP2HIP_DEVICE_PASS
  check_record *r = claim_check_record();
  if (!r)
    return;
#else
  check_record local = {};
  check_record *r = &local;
#endif
  r->kind = kind;
  r->line = where.line;
  r->rank = rank;
  for (int i = 0; i < rank && i < kCheckedDims; ++i) {
    r->index[i] = index ? index[i] : 0;
    r->extent[i] = extent ? extent[i] : 0;
    r->aux[i] = aux ? aux[i] : 0;
  }
  copy_text(r->file, kCheckedText, where.file);
  copy_text(r->what, 48, where.what ? where.what : what);
#if AMP2HIP_DEVICE_PASS
  publish_check_record(r);
#else
  throw Concurrency::runtime_exception(describe_check(*r, nullptr, 0).c_str(),
                                       Concurrency::detail::kErrorInvalidArg);
#endif
}

/// N subscripts or extents, passed by value so that the check's fast path
/// keeps them in registers.
template <int N> struct dims { int v[N]; };

/// The first N components of an index or extent.
template <int N, class X> AMP2HIP_HD inline dims<N> to_dims(const X &x) {
  dims<N> d;
  for (int k = 0; k < N; ++k)
    d.v[k] = x[k];
  return d;
}

/// The element access outside its extent, reported out of line.
template <int N>
AMP2HIP_HD __attribute__((noinline)) void
report_outside(dims<N> idx, dims<N> ext, site where, const char *what) {
  report_violation(check_element, where, what, N, idx.v, ext.v, nullptr);
}

/// True if idx lies in ext (else reports the access).
template <int N>
AMP2HIP_HD inline bool check_in_extent(const dims<N> &idx, const dims<N> &ext,
                                       const site &where, const char *what) {
  bool in = true;
  for (int i = 0; i < N; ++i)
    in =
        in && static_cast<unsigned>(idx.v[i]) < static_cast<unsigned>(ext.v[i]);
  if (__builtin_expect(in, 1))
    return true;
  report_outside<N>(idx, ext, where, what);
  return false;
}

#if AMP2HIP_DEVICE_PASS
/// Called by each thread after its kernel call returns: the thread that
/// made the launch's first violation adds its C++ AMP index.
template <int N>
AMP2HIP_D inline void note_thread_index(const int *global, const int *tile,
                                        int tile_rank) {
  if (checked_block_hint() != checked_block_key())
    return;
  check_record &r = checked_record_d;
  if (*static_cast<volatile unsigned *>(&r.state) != 2u || r.thread_state)
    return;
  if (r.block[0] != blockIdx.x || r.block[1] != blockIdx.y ||
      r.block[2] != blockIdx.z || r.thread[0] != threadIdx.x ||
      r.thread[1] != threadIdx.y || r.thread[2] != threadIdx.z)
    return;
  r.thread_rank = N < kCheckedDims ? N : kCheckedDims;
  for (int i = 0; i < r.thread_rank; ++i)
    r.thread_index[i] = global[i];
  r.tile_rank = tile_rank;
  for (int i = 0; i < tile_rank; ++i)
    r.tile_index[i] = tile[i];
  __threadfence();
  r.thread_state = 1;
}
#endif

#if AMP2HIP_MODE_HIP

/// A tile barrier that counts who reaches it. Threads that returned from
/// the kernel no longer take part in a barrier, on AMD and NVIDIA GPUs
/// alike, so a count short of the tile is a barrier some threads skipped.
AMP2HIP_D inline void checked_barrier(const char *file, unsigned line) {
  const int all = static_cast<int>(blockDim.x * blockDim.y * blockDim.z);
  const int reached = __syncthreads_count(1);
  if (reached != all) {
    const int aux[2] = {reached, all};
    report_violation(check_barrier, site{file, line, nullptr}, "tile", 2,
                     nullptr, nullptr, aux);
  }
}
#endif

#if AMP2HIP_MODE_HIP
/// A word of pinned host memory per thread that the launches' record state
/// is copied into (a pageable or synchronous copy would cost each launch
/// more than the wait itself).
inline unsigned *checked_state_word() {
  static thread_local unsigned *word = [] {
    void *p = nullptr;
    return hipHostMalloc(&p, sizeof(unsigned), 0) == hipSuccess
               ? static_cast<unsigned *>(p)
               : nullptr;
  }();
  return word;
}

/// After a launch: waits for the kernel, and throws the first violation
/// it recorded (the record is cleared for the next launch). Only the
/// record's state travels unless something was recorded.
inline void check_after_launch(void *stream, const char *launch_file,
                               unsigned launch_line) {
  hipStream_t s = static_cast<hipStream_t>(stream);
  unsigned *state = checked_state_word();
  unsigned pageable = 0;
  if (!state)
    state = &pageable;
  *state = 0;
  hipError_t err =
      hipMemcpyFromSymbolAsync(state, HIP_SYMBOL(checked_record_d),
                               sizeof(unsigned), 0, hipMemcpyDeviceToHost, s);
  if (err == hipSuccess)
    err = hipStreamSynchronize(s);
  if (err != hipSuccess)
    throw Concurrency::runtime_exception(
        (std::string("amp2hip checked build: the kernel of the "
                     "parallel_for_each at ") +
         launch_file + ":" + std::to_string(launch_line) +
         " failed: " + hipGetErrorString(err))
            .c_str(),
        Concurrency::detail::kErrorFail);
  if (*state == 0)
    return;
  check_record r;
  if (hipMemcpyFromSymbol(&r, HIP_SYMBOL(checked_record_d), sizeof r, 0,
                          hipMemcpyDeviceToHost) != hipSuccess)
    return;
  const check_record clear = {};
  (void)hipMemcpyToSymbol(HIP_SYMBOL(checked_record_d), &clear, sizeof clear, 0,
                          hipMemcpyHostToDevice);
  throw Concurrency::runtime_exception(
      describe_check(r, launch_file, launch_line).c_str(),
      Concurrency::detail::kErrorInvalidArg);
}
#endif

/// A tile_static array seen through its checked subscripts: `A` is the
/// array type of what is left (int[16][16], then int[16]). The place is
/// that of checked_tile_static(), the whole subscript's.
template <class A> class tile_static_ref {
  typedef typename std::remove_extent<A>::type element;
  static constexpr int size = static_cast<int>(std::extent<A>::value);

public:
  AMP2HIP_HD tile_static_ref(A &a, const char *name, const site &where, int dim,
                             bool bad)
      : a_(&a), name_(name), where_(where), dim_(dim), bad_(bad) {}

  template <class E = element>
  AMP2HIP_HD
      typename std::enable_if<std::is_array<E>::value, tile_static_ref<E>>::type
      operator[](int i) const {
    const bool in = inside(i);
    return tile_static_ref<E>((*a_)[in ? i : 0], name_, where_, dim_ + 1,
                              bad_ || !in);
  }
  template <class E = element>
  AMP2HIP_HD typename std::enable_if<!std::is_array<E>::value, E &>::type
  operator[](int i) const {
    const bool in = inside(i);
#if AMP2HIP_DEVICE_PASS
    if (bad_ || !in)
      return robust_sink<E>(); // reads 0, writes nowhere
#endif
    return (*a_)[in ? i : 0];
  }

private:
  /// True if i lies in this dimension; else reports it (once per access:
  /// not again below a dimension already outside).
  AMP2HIP_HD bool inside(int i) const {
    if (i >= 0 && i < size)
      return true;
    if (!bad_) {
      const int at = i, dim = dim_, ext = size;
      report_violation(check_tile_static, where_, name_, 1, &at, &ext, &dim);
    }
    return false;
  }

  A *a_;
  const char *name_;
  site where_;
  int dim_;
  bool bad_;
};

} // namespace detail

/// What the translator writes for a tile_static array subscripted in a
/// checked build: `amp2hip::checked_tile_static(block, "block")[y][x]`.
template <class A>
AMP2HIP_HD inline detail::tile_static_ref<A>
checked_tile_static(A &a, const char *name, const char *file = __builtin_FILE(),
                    unsigned line = __builtin_LINE()) {
  static_assert(std::is_array<A>::value,
                "checked_tile_static takes a tile_static array");
  return detail::tile_static_ref<A>(a, name, detail::site{file, line, nullptr},
                                    0, false);
}

/// What the translator writes around a kernel's subscript in a checked
/// build: `v[amp2hip::at(i)]` (see the top of this file).
template <class J>
AMP2HIP_HD inline detail::located<J> at(const J &j,
                                        const char *file = __builtin_FILE(),
                                        unsigned line = __builtin_LINE()) {
  return detail::located<J>{j, detail::site{file, line, nullptr}};
}

} // namespace amp2hip
#else
namespace amp2hip {
/// Outside the checked build, amp2hip::at(i) is i.
template <class J> AMP2HIP_HD inline const J &at(const J &j) { return j; }
} // namespace amp2hip
#endif // AMP2HIP_CHECKED

#endif // AMP2HIP_DETAIL_CHECKED_H
