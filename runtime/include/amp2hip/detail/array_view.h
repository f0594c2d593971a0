//===- amp2hip/detail/array_view.h - array_view and array -----------------===//
//
// Concurrency::array_view<T, N> (T may be const) and Concurrency::array<T, N>.
//
// An array_view object is device-copyable: it holds the extent, a pointer to
// its origin element in the memory of the place it is bound to, the row
// strides, and (used on the host only) a raw pointer to its source's control
// block, its byte offset in the root, and a cache of the host access granted
// to it. Element access on the device is plain address arithmetic; on the
// host it first checks the cache against the source's generation counter and
// enters the coherence engine only when the counter has moved.
//
// Copies made on the host while a parallel_for_each launch scope is active
// bind to the launch's device: they acquire their region there (read for
// array_view<const T>, read-write otherwise) and point at device memory.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_ARRAY_VIEW_H
#define AMP2HIP_DETAIL_ARRAY_VIEW_H

#include <amp2hip/detail/accelerator.h>
#include <amp2hip/detail/checked.h>
#include <amp2hip/detail/coherence.h>
#include <amp2hip/detail/exceptions.h>
#include <amp2hip/detail/index.h>
#include <amp2hip/platform.h>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip {
template <class T, int N> class array_ref;

} // namespace amp2hip

namespace Concurrency {

template <class T, int N = 1> class array_view;
template <class T, int N = 1> class array;
namespace detail {

namespace core = amp2hip::detail;

// copy.h: the elements of a view into dense host memory.
template <class T, int N>
void read_view(const array_view<T, N> &src, std::remove_const_t<T> *dst);

/// True for containers with data() and size() whose data() converts to P.
template <class C, class P, class = void>
struct is_container_of : std::false_type {};
template <class C, class P>
struct is_container_of<C, P,
                       amp2hip::detail::void_t<decltype(std::declval<C &>().data()),
                                   decltype(std::declval<C &>().size())>>
    : std::is_convertible<decltype(std::declval<C &>().data()), P> {};

/// What operator[](int) of a rank-N view returns.
template <class T, int N> struct projection {
  using type = array_view<T, N - 1>;
};
template <class T> struct projection<T, 1> { using type = T &; };
template <class T, int N> using projection_t = typename projection<T, N>::type;

[[noreturn]] inline void throw_invalid(const char *message) {
  throw runtime_exception(message, kErrorInvalidArg);
}

template <int N> inline void check_extent(const Concurrency::extent<N> &e) {
  for (int i = 0; i < N; ++i)
    if (e[i] < 0)
      throw_invalid("amp2hip: an extent must not be negative");
}

struct view_access;
struct array_access;

/// Selects the private constructors that make a shallow alias (used by
/// amp2hip::array_ref).
struct alias_tag {};

} // namespace detail

/// A view of N-dimensional data, on the host or on an accelerator.
template <class T, int N> class array_view {
  static_assert(N > 0, "the rank of an array_view must be greater than 0");
  static_assert(N <= amp2hip::detail::kMaxRank,
                "amp2hip supports array_view ranks up to 8");
  using elem_type = std::remove_const_t<T>;
  using array_type =
      std::conditional_t<std::is_const<T>::value, const array<elem_type, N>,
                         array<elem_type, N>>;
  static constexpr amp2hip::detail::access_mode kHostMode =
      std::is_const<T>::value ? amp2hip::detail::access_read
                         : amp2hip::detail::access_read_write;

public:
  static constexpr int rank = N;
  typedef T value_type;

  /// The shape of the view (C++ AMP's `extent` property).
  Concurrency::extent<N> extent;

  // Views of host memory. Each top-level view is a new data source.

  AMP2HIP_HD array_view(const Concurrency::extent<N> &e, T *src)
      : extent(e), data_(src) {
    init_strides();
#if !AMP2HIP_DEVICE_PASS
    adopt_host(src);
#endif
  }
  template <class C,
            std::enable_if_t<!std::is_const<T>::value &&
                                 detail::is_container_of<C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(const Concurrency::extent<N> &e, C &src)
      : array_view(e, static_cast<T *>(src.data())) {
    check_size(src.size());
  }
  template <class C,
            std::enable_if_t<std::is_const<T>::value &&
                                 detail::is_container_of<const C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(const Concurrency::extent<N> &e, const C &src)
      : array_view(e, static_cast<T *>(src.data())) {
    check_size(src.size());
  }
  AMP2HIP_HD array_view(int e0, T *src)
      : array_view(Concurrency::extent<N>(e0), src) {}
  AMP2HIP_HD array_view(int e0, int e1, T *src)
      : array_view(Concurrency::extent<N>(e0, e1), src) {}
  AMP2HIP_HD array_view(int e0, int e1, int e2, T *src)
      : array_view(Concurrency::extent<N>(e0, e1, e2), src) {}
  template <class C,
            std::enable_if_t<!std::is_const<T>::value &&
                                 detail::is_container_of<C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(int e0, C &src)
      : array_view(Concurrency::extent<N>(e0), src) {}
  template <class C,
            std::enable_if_t<!std::is_const<T>::value &&
                                 detail::is_container_of<C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(int e0, int e1, C &src)
      : array_view(Concurrency::extent<N>(e0, e1), src) {}
  template <class C,
            std::enable_if_t<!std::is_const<T>::value &&
                                 detail::is_container_of<C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(int e0, int e1, int e2, C &src)
      : array_view(Concurrency::extent<N>(e0, e1, e2), src) {}
  template <class C,
            std::enable_if_t<std::is_const<T>::value &&
                                 detail::is_container_of<const C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(int e0, const C &src)
      : array_view(Concurrency::extent<N>(e0), src) {}
  template <class C,
            std::enable_if_t<std::is_const<T>::value &&
                                 detail::is_container_of<const C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(int e0, int e1, const C &src)
      : array_view(Concurrency::extent<N>(e0, e1), src) {}
  template <class C,
            std::enable_if_t<std::is_const<T>::value &&
                                 detail::is_container_of<const C, T *>::value,
                             int> = 0>
  AMP2HIP_H array_view(int e0, int e1, int e2, const C &src)
      : array_view(Concurrency::extent<N>(e0, e1, e2), src) {}

  /// Rank 1: a view of a whole container.
  template <class C,
            std::enable_if_t<N == 1 && !std::is_const<T>::value &&
                                 detail::is_container_of<C, T *>::value,
                             int> = 0>
  AMP2HIP_H explicit array_view(C &src)
      : array_view(Concurrency::extent<N>(static_cast<int>(src.size())), src) {}
  template <class C,
            std::enable_if_t<N == 1 && std::is_const<T>::value &&
                                 detail::is_container_of<const C, T *>::value,
                             int> = 0>
  AMP2HIP_H explicit array_view(const C &src)
      : array_view(Concurrency::extent<N>(static_cast<int>(src.size())), src) {}
  /// Rank 1: a view of a whole C array.
  template <class A, int Size,
            std::enable_if_t<N == 1 && std::is_convertible<A *, T *>::value &&
                                 std::is_same<std::remove_cv_t<A>, elem_type>::value,
                             int> = 0>
  AMP2HIP_HD explicit array_view(A (&src)[Size])
      : array_view(Concurrency::extent<N>(Size), static_cast<T *>(src)) {}

  // Views without a data source: memory is allocated where the data is
  // first used, and the contents start undefined.

  AMP2HIP_H explicit array_view(const Concurrency::extent<N> &e)
      : extent(e), data_(nullptr) {
    static_assert(!std::is_const<T>::value,
                  "an array_view<const T> needs a data source");
    init_strides();
    detail::check_extent(e);
    int ext[N];
    for (int i = 0; i < N; ++i)
      ext[i] = e[i];
    src_ = amp2hip::detail::create_unbound_source(sizeof(T), N, ext);
  }
  AMP2HIP_H explicit array_view(int e0)
      : array_view(Concurrency::extent<N>(e0)) {}
  AMP2HIP_H array_view(int e0, int e1)
      : array_view(Concurrency::extent<N>(e0, e1)) {}
  AMP2HIP_H array_view(int e0, int e1, int e2)
      : array_view(Concurrency::extent<N>(e0, e1, e2)) {}

  /// A view of a whole array.
  AMP2HIP_HD array_view(array_type &src);
  /// A view of a temporary array (Visual C++ bound temporaries to `array&`).
  /// The view shares the array's storage, which outlives the temporary.
  AMP2HIP_H array_view(array_type &&src) : array_view(src) {}
  /// A view of the whole array that an amp2hip::array_ref aliases (defined in
  /// amp2hip/detail/array_ref.h).
  template <class U,
            std::enable_if_t<std::is_same<U, T>::value || std::is_same<const U, T>::value,
                             int> = 0>
  AMP2HIP_HD array_view(const amp2hip::array_ref<U, N> &src);

  AMP2HIP_HD array_view(const array_view &other) { copy_from(other); }
  /// array_view<T> converts to array_view<const T> (not the other way).
  template <class U,
            std::enable_if_t<std::is_const<T>::value && std::is_same<const U, T>::value &&
                                 !std::is_same<U, T>::value,
                             int> = 0>
  AMP2HIP_HD array_view(const array_view<U, N> &other) {
    copy_from(other);
  }

  AMP2HIP_HD array_view &operator=(const array_view &other) {
    if (this != &other) {
#if !AMP2HIP_DEVICE_PASS
      amp2hip::detail::source_header *old = src_;
      try {
        copy_from(other);
      } catch (...) {
        // Left empty (copy_from released what it took).
        if (old)
          amp2hip::detail::release(old);
        throw;
      }
      if (old)
        amp2hip::detail::release(old);
#else
      copy_from(other);
#endif
    }
    return *this;
  }
  template <class U,
            std::enable_if_t<std::is_const<T>::value && std::is_same<const U, T>::value &&
                                 !std::is_same<U, T>::value,
                             int> = 0>
  AMP2HIP_HD array_view &operator=(const array_view<U, N> &other) {
    return *this = array_view(other);
  }

  AMP2HIP_HD ~array_view() {
#if !AMP2HIP_DEVICE_PASS
    if (src_)
      amp2hip::detail::release(src_);
#endif
  }

  AMP2HIP_HD Concurrency::extent<N> get_extent() const { return extent; }

  // Element access.

#ifndef AMP2HIP_CHECKED
  AMP2HIP_HD T &operator[](const index<N> &idx) const {
    return access(idx, kHostMode);
  }
  AMP2HIP_HD T &operator()(const index<N> &idx) const {
    return access(idx, kHostMode);
  }
  AMP2HIP_HD T &get_ref(const index<N> &idx) const {
    return access(idx, kHostMode);
  }
  /// Rank 1: the element; rank > 1: the (N-1)-dimensional row.
  AMP2HIP_HD detail::projection_t<T, N> operator[](int i) const {
    return subscript(i, std::integral_constant<bool, N == 1>());
  }
  AMP2HIP_HD detail::projection_t<T, N> operator()(int i) const {
    return (*this)[i];
  }
  AMP2HIP_HD T &operator()(int i0, int i1) const {
    static_assert(N == 2, "operator()(int, int) needs an array_view of rank 2");
    return access(index<N>(i0, i1), kHostMode);
  }
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) const {
    static_assert(N == 3,
                  "operator()(int, int, int) needs an array_view of rank 3");
    return access(index<N>(i0, i1, i2), kHostMode);
  }
#else
  // The checked build: each subscript carries its place (detail/checked.h).
  AMP2HIP_HD T &operator[](amp2hip::detail::index_at<index<N>> i) const {
    return access_at(i.value, kHostMode, i.where);
  }
  AMP2HIP_HD T &operator()(amp2hip::detail::index_at<index<N>> i) const {
    return access_at(i.value, kHostMode, i.where);
  }
  AMP2HIP_HD T &get_ref(const index<N> &idx AMP2HIP_SITE_PARAMS) const {
    return access_at(idx, kHostMode,
                     amp2hip::detail::site{amp2hip_file_, amp2hip_line_,
                                           nullptr});
  }
  AMP2HIP_HD detail::projection_t<T, N>
  operator[](amp2hip::detail::int_at i) const {
    return subscript_at(i.value, i.where,
                        std::integral_constant<bool, N == 1>());
  }
  AMP2HIP_HD detail::projection_t<T, N>
  operator()(amp2hip::detail::int_at i) const {
    return subscript_at(i.value, i.where,
                        std::integral_constant<bool, N == 1>());
  }
  AMP2HIP_HD T &operator()(amp2hip::detail::int_at i0, int i1) const {
    static_assert(N == 2, "operator()(int, int) needs an array_view of rank 2");
    return access_at(index<N>(i0.value, i1), kHostMode, i0.where);
  }
  AMP2HIP_HD T &operator()(amp2hip::detail::int_at i0, int i1, int i2) const {
    static_assert(N == 3,
                  "operator()(int, int, int) needs an array_view of rank 3");
    return access_at(index<N>(i0.value, i1, i2), kHostMode, i0.where);
  }

  /// The element at idx after checking it against the extent: on the host
  /// a violation throws; in a kernel it is recorded, and the access reads
  /// zero or writes nowhere.
  AMP2HIP_HD T &access_at(const index<N> &idx, amp2hip::detail::access_mode mode,
                          const amp2hip::detail::site &where) const {
    if (!amp2hip::detail::check_in_extent<N>(
            amp2hip::detail::to_dims<N>(idx),
            amp2hip::detail::to_dims<N>(extent), where, "array_view")) {
#if AMP2HIP_DEVICE_PASS
      return amp2hip::detail::robust_sink<T>();
#endif
    }
    return access(idx, mode);
  }
  AMP2HIP_HD T &subscript_at(int i, const amp2hip::detail::site &where,
                             std::true_type /*rank 1*/) const {
    return access_at(index<1>(i), kHostMode, where);
  }
  AMP2HIP_HD array_view<T, N - 1>
  subscript_at(int i, const amp2hip::detail::site &where,
               std::false_type) const {
    if (i < 0 || i >= extent[0]) {
      int row = i, ext[N];
      for (int k = 0; k < N; ++k)
        ext[k] = extent[k];
      amp2hip::detail::report_violation(amp2hip::detail::check_projection,
                                        where, "array_view", N, &row, ext,
                                        nullptr);
      // In a kernel: an empty row, whose every access is out of bounds.
      array_view<T, N - 1> r = project(0);
      r.extent = Concurrency::extent<N - 1>();
      return r;
    }
    return project(i);
  }
#endif

  /// Rank 1: a pointer to the first element (on the host, after bringing
  /// the data home).
  AMP2HIP_HD T *data() const {
    static_assert(N == 1, "data() is only available on rank-1 views");
#if !AMP2HIP_DEVICE_PASS
    host_access(kHostMode);
#endif
    return data_;
  }

  // Sections.

  AMP2HIP_HD array_view section(const index<N> &origin,
                                const Concurrency::extent<N> &ext
                                    AMP2HIP_SITE_PARAMS) const {
#if !AMP2HIP_DEVICE_PASS
    check_section(origin, ext);
#elif defined(AMP2HIP_CHECKED)
    for (int k = 0; k < N; ++k)
      if (origin[k] < 0 || ext[k] < 0 || origin[k] + ext[k] > extent[k]) {
        int o[N], x[N], e[N];
        for (int j = 0; j < N; ++j) {
          o[j] = origin[j];
          x[j] = ext[j];
          e[j] = extent[j];
        }
        amp2hip::detail::report_violation(
            amp2hip::detail::check_section,
            amp2hip::detail::site{amp2hip_file_, amp2hip_line_, nullptr},
            "array_view", N, o, e, x);
        array_view r(*this, index<N>());
        r.extent = Concurrency::extent<N>(); // every access is outside it
        return r;
      }
#endif
    array_view r(*this, origin);
    r.extent = ext;
    return r;
  }
  AMP2HIP_HD array_view section(const index<N> &origin
                                    AMP2HIP_SITE_PARAMS) const {
    return section(origin, extent - origin AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view section(const Concurrency::extent<N> &ext
                                    AMP2HIP_SITE_PARAMS) const {
    return section(index<N>(), ext AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view section(int i0, int e0 AMP2HIP_SITE_PARAMS) const {
    static_assert(N == 1, "section(i0, e0) needs a rank-1 view");
    return section(index<N>(i0), Concurrency::extent<N>(e0) AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view section(int i0, int i1, int e0,
                                int e1 AMP2HIP_SITE_PARAMS) const {
    static_assert(N == 2, "section(i0, i1, e0, e1) needs a rank-2 view");
    return section(index<N>(i0, i1),
                   Concurrency::extent<N>(e0, e1) AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view section(int i0, int i1, int i2, int e0, int e1,
                                int e2 AMP2HIP_SITE_PARAMS) const {
    static_assert(N == 3,
                  "section(i0, i1, i2, e0, e1, e2) needs a rank-3 view");
    return section(index<N>(i0, i1, i2),
                   Concurrency::extent<N>(e0, e1, e2) AMP2HIP_SITE_ARGS);
  }

  /// Rank 1: the same elements seen with another shape.
  template <int K>
  AMP2HIP_HD array_view<T, K>
  view_as(const Concurrency::extent<K> &view_extent) const {
    static_assert(N == 1, "view_as is only available on rank-1 views");
#if !AMP2HIP_DEVICE_PASS
    if (view_extent.size() > extent.size())
      detail::throw_invalid("amp2hip: view_as extent is too large");
#endif
    array_view<T, K> r(view_extent, data_, src_, byte_off_, place_);
#ifdef AMP2HIP_ROBUST_ACCESS
    r.bytes_ = bytes_;
#endif
    return r;
  }
  /// Rank 1: the same bytes seen as elements of type U (const U for a view
  /// of const elements).
  template <class U>
  AMP2HIP_HD array_view<std::conditional_t<std::is_const<T>::value, const U, U>, 1>
  reinterpret_as() const {
    static_assert(N == 1, "reinterpret_as is only available on rank-1 views");
    using R = std::conditional_t<std::is_const<T>::value, const U, U>;
    const unsigned bytes =
        static_cast<unsigned>(extent.size()) * static_cast<unsigned>(sizeof(T));
#if !AMP2HIP_DEVICE_PASS
    // Visual C++ refused a length that is no whole number of U.
    if (bytes % sizeof(U) != 0)
      detail::throw_invalid("amp2hip: reinterpret_as: the view's bytes are "
                            "no whole number of the new element type");
#endif
    Concurrency::extent<1> e(static_cast<int>(bytes / sizeof(U)));
    array_view<R, 1> r(e, reinterpret_cast<R *>(data_), src_, byte_off_,
                       place_);
#ifdef AMP2HIP_ROBUST_ACCESS
    r.bytes_ = bytes_;
#endif
    return r;
  }

  // Coherence (host only).

  /// Brings the view's data to the host (access_type_read keeps device
  /// copies valid; access_type_read_write makes the host the only holder;
  /// access_type_write copies nothing).
  AMP2HIP_H void synchronize(access_type type = access_type_read) const {
    if (!src_ || place_ != 0)
      return;
    amp2hip::detail::access_mode m = to_mode(type);
    if (m == amp2hip::detail::access_none)
      return;
    host_slow(m);
  }
  /// synchronize() on a thread of its own; the future completes when the
  /// region is home.
  AMP2HIP_H completion_future
  synchronize_async(access_type type = access_type_read) const {
    if (!src_ || place_ != 0 || to_mode(type) == amp2hip::detail::access_none)
      return detail::make_ready_future();
    array_view self(*this);
    return detail::run_async([self, type] { self.synchronize(type); });
  }
  /// Makes the view's data valid on the accelerator_view's device and
  /// returns once it is there (the copies are complete).
  AMP2HIP_H void synchronize_to(const accelerator_view &av,
                                access_type type = access_type_read) const {
    if (detail::accelerator_access::device(av) < 0) {
      synchronize(type);
      return;
    }
    if (enqueue_to(av, type))
      amp2hip::detail::synchronize_queue(detail::accelerator_access::queue(av));
  }
  /// Enqueues the copies to av's device and returns a future that completes
  /// when they have (to the CPU accelerator: as synchronize_async). The host
  /// does not block.
  AMP2HIP_H completion_future synchronize_to_async(
      const accelerator_view &av, access_type type = access_type_read) const {
    if (detail::accelerator_access::device(av) < 0)
      return synchronize_async(type);
    enqueue_to(av, type);
    return av.create_marker();
  }
  /// The host memory behind the view was changed outside the runtime.
  AMP2HIP_H void refresh() const {
    if (src_)
      amp2hip::detail::refresh(src_, geometry());
  }
  /// The view's contents are not needed any more: nothing is copied for
  /// them until they are written again.
  AMP2HIP_H void discard_data() const {
    if (src_)
      amp2hip::detail::discard(src_, geometry());
  }

  AMP2HIP_H accelerator_view get_source_accelerator_view() const {
    const int d = src_ ? amp2hip::detail::source_home_device(src_) : -1;
    return detail::accelerator_access::view_of_device(d);
  }

  AMP2HIP_H void copy_to(const array_view<elem_type, N> &dest) const;
  AMP2HIP_H void copy_to(array<elem_type, N> &dest) const;

  /// hc: the address of the view's first element on the accelerator of its
  /// array (the default accelerator for a view of host memory; the host for
  /// a view of an array of the CPU accelerator). Kernels may use it: from
  /// then on every launch on that accelerator reads and writes the whole
  /// data source (amp2hip::detail::expose_device).
  AMP2HIP_HD T *accelerator_pointer() const {
#if AMP2HIP_DEVICE_PASS
    return data_;
#else
    if (!src_ || place_ != 0)
      return data_; // in an emulated kernel: already the device's
    if (amp2hip::detail::source_is_array(src_))
      return expose_on(amp2hip::detail::source_home_device(src_),
                       amp2hip::detail::source_home_queue(src_));
    const accelerator_view av = detail::default_accelerator_view();
    return expose_on(detail::accelerator_access::device(av),
                     detail::accelerator_access::queue(av));
#endif
  }

private:
  template <class, int> friend class array_view;
  template <class, int> friend class array;
  template <class, int> friend class amp2hip::array_ref;
  friend struct detail::view_access;

  // accelerator_pointer() on `device` (-1: the host) and its queue.
  AMP2HIP_H T *expose_on(int device,
                         amp2hip::detail::queue_handle queue) const {
    if (device < 0) {
      host_slow(amp2hip::detail::access_read_write);
      return data_;
    }
    void *base = amp2hip::detail::expose_device(src_, device, queue);
    return reinterpret_cast<T *>(static_cast<char *>(base) + byte_off_);
  }

  // Enqueues on av's queue the copies that make the region valid on av's
  // device (a GPU). False when there is nothing to do.
  AMP2HIP_H bool enqueue_to(const accelerator_view &av,
                            access_type type) const {
    if (!src_ || place_ != 0)
      return false;
    const amp2hip::detail::access_mode m = to_mode(type);
    if (m == amp2hip::detail::access_none)
      return false;
    amp2hip::detail::acquire_device(src_, geometry(), m,
                                    detail::accelerator_access::device(av),
                                    detail::accelerator_access::queue(av));
    return true;
  }

  // A copy of `o` that, inside a launch scope, binds to the device for
  // `bind_mode` (an alias of a const array binds for reading only).
  AMP2HIP_H array_view(const array_view &o, detail::alias_tag,
                       amp2hip::detail::access_mode bind_mode) {
    copy_from(o, bind_mode, /*array_itself=*/true);
  }

  // A view sharing `src` (whose reference it adopts is *not* taken: the
  // constructor retains).
  AMP2HIP_HD array_view(const Concurrency::extent<N> &e, T *data,
                        amp2hip::detail::source_header *src,
                        std::size_t byte_off, unsigned char place)
      : extent(e), data_(data), src_(src), byte_off_(byte_off), place_(place) {
    init_strides();
#if !AMP2HIP_DEVICE_PASS
    if (src_)
      amp2hip::detail::retain(src_);
#endif
  }

  // A section of `parent` starting at `origin` (extent set by the caller).
  AMP2HIP_HD array_view(const array_view &parent, const index<N> &origin)
      : extent(parent.extent), src_(parent.src_), place_(parent.place_) {
    for (int k = 0; k < stride_count; ++k)
      stride_[k] = parent.stride_[k];
    narrow_ = parent.narrow_; // every offset of a section is one of its parent's
    const std::ptrdiff_t off = offset(origin);
    data_ = parent.data_ ? parent.data_ + off : nullptr;
    byte_off_ = parent.byte_off_ + static_cast<std::size_t>(off) * sizeof(T);
#ifdef AMP2HIP_ROBUST_ACCESS
    bytes_ = parent.bytes_;
#endif
#if !AMP2HIP_DEVICE_PASS
    if (src_)
      amp2hip::detail::retain(src_);
#endif
  }

  template <class U>
  AMP2HIP_HD void
  copy_from(const array_view<U, N> &o,
            amp2hip::detail::access_mode bind_mode = kHostMode,
            bool array_itself = false) {
    extent = o.extent;
    data_ = o.data_;
    for (int k = 0; k < stride_count; ++k)
      stride_[k] = o.stride_[k];
    src_ = o.src_;
    byte_off_ = o.byte_off_;
    gen_ = o.gen_;
    granted_ = o.granted_;
    place_ = o.place_;
    narrow_ = o.narrow_;
#ifdef AMP2HIP_ROBUST_ACCESS
    bytes_ = o.bytes_;
#endif
#if !AMP2HIP_DEVICE_PASS
    if (src_) {
      amp2hip::detail::retain(src_);
      if (place_ == 0)
        if (amp2hip::detail::launch_scope *s =
                amp2hip::detail::active_launch_scope()) {
          try {
            bind_to(*s, bind_mode, array_itself);
          } catch (...) {
            // A copy that failed to bind (no memory, a failed copy-in)
            // holds nothing: in a constructor no destructor runs.
            amp2hip::detail::release(src_);
            src_ = nullptr;
            data_ = nullptr;
            throw;
          }
        }
    }
#else
    (void)bind_mode;
    (void)array_itself;
#endif
  }

  AMP2HIP_HD void init_strides() {
    if (N > 1) {
      int s = 1;
      for (int k = N - 1; k > 0; --k) {
        s *= extent[k];
        stride_[k - 1] = s;
      }
      narrow_ = static_cast<long long>(extent[0]) * stride_[0] <= INT_MAX;
    } else {
      stride_[0] = 1;
    }
  }

  AMP2HIP_HD std::ptrdiff_t offset(const index<N> &idx) const {
#if AMP2HIP_DEVICE_PASS && !defined(AMP2HIP_VIEW_INDEX_64)
    // 32-bit offsets on the device: up to 1.37x faster kernels
    // (docs/performance.md), and exact for every view a launch accepts
    // (bind_to). Direct3D 11 capped a buffer at 2 GiB, so no view of a
    // program that ran on Microsoft's C++ AMP is refused. A per-view choice
    // at run time was measured slower than either width.
    int off32 = idx[N - 1];
    for (int k = 0; k < N - 1; ++k)
      off32 += idx[k] * stride_[k];
    return off32;
#else
    std::ptrdiff_t off = idx[N - 1];
    for (int k = 0; k < N - 1; ++k)
      off += static_cast<std::ptrdiff_t>(idx[k]) * stride_[k];
    return off;
#endif
  }

  AMP2HIP_HD T &access(const index<N> &idx,
                       amp2hip::detail::access_mode mode) const {
#if !AMP2HIP_DEVICE_PASS
    host_access(mode);
#else
    (void)mode;
#endif
#if AMP2HIP_DEVICE_PASS && defined(AMP2HIP_ROBUST_ACCESS)
    // Direct3D's robust buffer access: outside the root's bytes a read
    // gives zero and a write is dropped (docs/runtime.md).
    const std::ptrdiff_t off = offset(idx);
    const std::ptrdiff_t at =
        static_cast<std::ptrdiff_t>(byte_off_) +
        off * static_cast<std::ptrdiff_t>(sizeof(T));
    if (at < 0 || at + static_cast<std::ptrdiff_t>(sizeof(T)) >
                      static_cast<std::ptrdiff_t>(bytes_))
      return amp2hip::detail::robust_sink<T>();
    return data_[off];
#else
    return data_[offset(idx)];
#endif
  }

  AMP2HIP_HD T &subscript(int i, std::true_type /*rank 1*/) const {
    return access(index<1>(i), kHostMode);
  }
  AMP2HIP_HD array_view<T, N - 1> subscript(int i, std::false_type) const {
    return project(i);
  }
  AMP2HIP_HD array_view<T, N - 1> project(int i) const {
    static_assert(N > 1, "");
    const std::ptrdiff_t off = static_cast<std::ptrdiff_t>(i) * stride_[0];
    Concurrency::extent<N - 1> e;
    for (int k = 1; k < N; ++k)
      e[k - 1] = extent[k];
#if !AMP2HIP_DEVICE_PASS
    if (i < 0 || i >= extent[0])
      detail::throw_invalid("amp2hip: projection index out of range");
#endif
    array_view<T, N - 1> r(
        e, data_ ? data_ + off : nullptr, src_,
        byte_off_ + static_cast<std::size_t>(off) * sizeof(T), place_);
    for (int k = 1; k < N - 1; ++k)
      r.stride_[k - 1] = stride_[k];
    r.narrow_ = narrow_ || N == 2; // a rank-1 view's offsets are indices
#ifdef AMP2HIP_ROBUST_ACCESS
    r.bytes_ = bytes_;
#endif
    return r;
  }

  // Host-only helpers.

  AMP2HIP_H void adopt_host(T *src) {
    int ext[N];
    for (int i = 0; i < N; ++i)
      ext[i] = extent[i];
    detail::check_extent(extent);
    src_ = amp2hip::detail::create_host_source(const_cast<elem_type *>(src),
                                               sizeof(T), N, ext);
    gen_ = src_->generation.load(std::memory_order_acquire);
    granted_ = amp2hip::detail::access_read_write;
  }

  AMP2HIP_H void check_size(std::size_t n) const {
    if (n < extent.size())
      detail::throw_invalid(
          "amp2hip: the container is smaller than the array_view's extent");
  }

  AMP2HIP_H void check_section(const index<N> &origin,
                               const Concurrency::extent<N> &ext) const {
    // An empty section is refused too, as Visual C++'s runtime refused it
    // (the conformance suite's section/Negative/Bounds.03).
    for (int i = 0; i < N; ++i)
      if (origin[i] < 0 || ext[i] <= 0 ||
          static_cast<long long>(origin[i]) + ext[i] > extent[i])
        detail::throw_invalid("amp2hip: section out of range");
  }

  AMP2HIP_H amp2hip::detail::view_geometry geometry() const {
    amp2hip::detail::view_geometry g;
    g.byte_offset = byte_off_;
    g.elem_size = sizeof(T);
    g.rank = N;
    for (int k = 0; k < N; ++k) {
      g.extent[k] = extent[k];
      g.stride[k] = k < N - 1 ? stride_[k] : 1;
    }
    return g;
  }

  AMP2HIP_H static amp2hip::detail::access_mode to_mode(access_type t) {
    switch (t) {
    case access_type_read:
      return amp2hip::detail::access_read;
    case access_type_write:
      return amp2hip::detail::access_write;
    case access_type_read_write:
      return amp2hip::detail::access_read_write;
    case access_type_auto:
      return amp2hip::detail::access_read;
    default:
      return amp2hip::detail::access_none;
    }
  }

  /// The fast path of host element access.
  AMP2HIP_H void host_access(amp2hip::detail::access_mode mode) const {
#if AMP2HIP_MODE_EMULATION
    if (place_ != 0)
      return; // an emulated kernel's copy: data_ is "device" memory
#endif
    if (!src_ || ((granted_ & mode) == mode &&
                  src_->generation.load(std::memory_order_acquire) == gen_))
      return;
    host_slow(mode);
  }

  AMP2HIP_H void host_slow(amp2hip::detail::access_mode mode) const {
    if (!src_)
      return;
    const std::uint64_t before = gen_;
    std::uint64_t granted = 0;
    void *base =
        amp2hip::detail::acquire_host(src_, geometry(), mode, &granted);
    data_ = reinterpret_cast<T *>(static_cast<char *>(base) + byte_off_);
    granted_ = static_cast<unsigned char>(granted == before ? (granted_ | mode)
                                                            : mode);
    gen_ = granted;
  }

  // array_itself: the alias of an array captured by reference, which must
  // stay on its accelerator; a view of it may go anywhere (a copy follows).
  AMP2HIP_H void bind_to(amp2hip::detail::launch_scope &scope,
                         amp2hip::detail::access_mode mode,
                         bool array_itself = false) {
    if (scope.selecting()) {
      // Finding the launch's accelerator_view: this copy stays on the host.
      scope.note(src_);
      return;
    }
#ifndef AMP2HIP_VIEW_INDEX_64
    if (!narrow_)
      detail::throw_invalid(
          "amp2hip: a kernel captures a view of 2^31 or more elements, which "
          "32-bit view offsets cannot address; compile the program with "
          "-DAMP2HIP_VIEW_INDEX_64");
#endif
    void *base = scope.bind(src_, geometry(), mode, array_itself);
    data_ = reinterpret_cast<T *>(static_cast<char *>(base) + byte_off_);
    place_ = static_cast<unsigned char>(scope.device() + 1);
#ifdef AMP2HIP_ROBUST_ACCESS
    bytes_ = src_ ? src_->bytes : 0;
#endif
    gen_ = 0;
    granted_ = 0;
  }

  static constexpr int stride_count = N > 1 ? N - 1 : 1;

  mutable T *data_ = nullptr;
  int stride_[stride_count] = {};
  amp2hip::detail::source_header *src_ = nullptr;
  std::size_t byte_off_ = 0;
  mutable std::uint64_t gen_ = 0;
  mutable unsigned char granted_ = 0;
  unsigned char place_ = 0; // 0: host; d + 1: bound to device d
  // Every offset fits in an int (rank 1 always: its offsets are indices).
  bool narrow_ = true;
#ifdef AMP2HIP_ROBUST_ACCESS
  std::size_t bytes_ = 0; // the root's size, set when bound to a device
#endif
};

/// N-dimensional data that lives on an accelerator.
template <class T, int N> class array {
  static_assert(N > 0, "the rank of an array must be greater than 0");
  static_assert(!std::is_const<T>::value, "array<const T> is not allowed");

public:
  static constexpr int rank = N;
  typedef T value_type;

  /// The shape of the array (C++ AMP's `extent` property).
  Concurrency::extent<N> extent;

  // Constructors, in the order of the C++ AMP specification. An
  // access_type argument is recorded (get_cpu_access_type) but changes
  // nothing: the host can always access an array through the runtime.

  // Shape only, on the default accelerator.
  explicit array(const Concurrency::extent<N> &e)
      : array(e, detail::default_accelerator_view()) {}
  explicit array(int e0) : array(Concurrency::extent<N>(e0)) {}
  array(int e0, int e1) : array(Concurrency::extent<N>(e0, e1)) {}
  array(int e0, int e1, int e2) : array(Concurrency::extent<N>(e0, e1, e2)) {}

  // From host iterators, on the default accelerator. [first, last) must hold
  // exactly extent.size() elements (runtime_exception otherwise).
  template <class It>
  array(const Concurrency::extent<N> &e, It first, It last)
      : array(e, first, last, detail::default_accelerator_view()) {}
  template <class It>
  array(const Concurrency::extent<N> &e, It first)
      : array(e, first, detail::default_accelerator_view()) {}
  template <class It>
  array(int e0, It first, It last)
      : array(Concurrency::extent<N>(e0), first, last) {}
  template <class It>
  array(int e0, It first) : array(Concurrency::extent<N>(e0), first) {}
  template <class It>
  array(int e0, int e1, It first, It last)
      : array(Concurrency::extent<N>(e0, e1), first, last) {}
  template <class It>
  array(int e0, int e1, It first)
      : array(Concurrency::extent<N>(e0, e1), first) {}
  template <class It>
  array(int e0, int e1, int e2, It first, It last)
      : array(Concurrency::extent<N>(e0, e1, e2), first, last) {}
  template <class It>
  array(int e0, int e1, int e2, It first)
      : array(Concurrency::extent<N>(e0, e1, e2), first) {}

  /// A copy of the view's contents, on the default accelerator.
  explicit array(const array_view<const T, N> &src)
      : array(src.extent, detail::default_accelerator_view()) {
    copy_in(src);
  }

  // On an accelerator_view.
  array(const Concurrency::extent<N> &e, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, av, resolve_access(cpu_access_type, av),
              shared_memory(cpu_access_type, av), resolved()) {}
  array(int e0, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0), av, cpu_access_type) {}
  array(int e0, int e1, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0, e1), av, cpu_access_type) {}
  array(int e0, int e1, int e2, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0, e1, e2), av, cpu_access_type) {}

  template <class It>
  array(const Concurrency::extent<N> &e, It first, It last, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, cpu_access_type) {
    fill(first, last);
  }
  template <class It>
  array(const Concurrency::extent<N> &e, It first, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, cpu_access_type) {
    fill_n(first);
  }
  template <class It>
  array(int e0, It first, It last, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0), first, last, av, cpu_access_type) {}
  template <class It>
  array(int e0, It first, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0), first, av, cpu_access_type) {}
  template <class It>
  array(int e0, int e1, It first, It last, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0, e1), first, last, av,
              cpu_access_type) {}
  template <class It>
  array(int e0, int e1, It first, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0, e1), first, av, cpu_access_type) {}
  template <class It>
  array(int e0, int e1, int e2, It first, It last, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0, e1, e2), first, last, av,
              cpu_access_type) {}
  template <class It>
  array(int e0, int e1, int e2, It first, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(Concurrency::extent<N>(e0, e1, e2), first, av, cpu_access_type) {}

  array(const array_view<const T, N> &src, accelerator_view av,
        access_type cpu_access_type = access_type_auto)
      : array(src.extent, av, cpu_access_type) {
    copy_in(src);
  }

  // Staging arrays: the data lives on `av` (typically the CPU accelerator)
  // and is meant to be copied to `associated_av`.
  array(const Concurrency::extent<N> &e, accelerator_view av,
        accelerator_view associated_av)
      : array(e, av, associated_av, resolve_access(access_type_auto, av),
              shared_memory(access_type_auto, av), resolved()) {}
  array(int e0, accelerator_view av, accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0), av, associated_av) {}
  array(int e0, int e1, accelerator_view av, accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0, e1), av, associated_av) {}
  array(int e0, int e1, int e2, accelerator_view av,
        accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0, e1, e2), av, associated_av) {}

  template <class It>
  array(const Concurrency::extent<N> &e, It first, It last, accelerator_view av,
        accelerator_view associated_av)
      : array(e, av, associated_av) {
    fill(first, last);
  }
  template <class It>
  array(const Concurrency::extent<N> &e, It first, accelerator_view av,
        accelerator_view associated_av)
      : array(e, av, associated_av) {
    fill_n(first);
  }
  template <class It>
  array(int e0, It first, It last, accelerator_view av,
        accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0), first, last, av, associated_av) {}
  template <class It>
  array(int e0, It first, accelerator_view av, accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0), first, av, associated_av) {}
  template <class It>
  array(int e0, int e1, It first, It last, accelerator_view av,
        accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0, e1), first, last, av, associated_av) {}
  template <class It>
  array(int e0, int e1, It first, accelerator_view av,
        accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0, e1), first, av, associated_av) {}
  template <class It>
  array(int e0, int e1, int e2, It first, It last, accelerator_view av,
        accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0, e1, e2), first, last, av,
              associated_av) {}
  template <class It>
  array(int e0, int e1, int e2, It first, accelerator_view av,
        accelerator_view associated_av)
      : array(Concurrency::extent<N>(e0, e1, e2), first, av, associated_av) {}

  array(const array_view<const T, N> &src, accelerator_view av,
        accelerator_view associated_av)
      : array(src.extent, av, associated_av) {
    copy_in(src);
  }

  // hc: an array on memory at `accelerator_pointer` on av's accelerator:
  // the memory of another array there (its accelerator_pointer()), which the
  // two then share, or memory the program allocated (am_alloc, hipMalloc),
  // which stays the program's to free once the array is gone. Either way the
  // memory is exposed (array_view::accelerator_pointer).
  explicit array(const Concurrency::extent<N> &e, accelerator_view av,
                 void *accelerator_pointer,
                 access_type cpu_access_type = access_type_auto)
      : extent(e), view_(make_view_over(e, av, accelerator_pointer)), av_(av),
        assoc_(av), cpu_access_(resolve_access(cpu_access_type, av)) {}
  explicit array(const Concurrency::extent<N> &e, void *accelerator_pointer)
      : array(e, detail::default_accelerator_view(), accelerator_pointer) {}
  explicit array(int e0, void *accelerator_pointer)
      : array(Concurrency::extent<N>(e0), accelerator_pointer) {}
  explicit array(int e0, int e1, void *accelerator_pointer)
      : array(Concurrency::extent<N>(e0, e1), accelerator_pointer) {}
  explicit array(int e0, int e1, int e2, void *accelerator_pointer)
      : array(Concurrency::extent<N>(e0, e1, e2), accelerator_pointer) {}

  /// Deep copy, on the same accelerator_view, with the same CPU access.
  array(const array &other)
      : array(other.extent, other.av_, other.assoc_, other.cpu_access_,
              other.in_shared_memory(), resolved()) {
    copy_in(array_view<const T, N>(other.view_));
  }
  array(array &&other) = default;
  array &operator=(const array &other) {
    if (this != &other) {
      array tmp(other);
      *this = std::move(tmp);
    }
    return *this;
  }
  array &operator=(array &&other) = default;
  array &operator=(const array_view<const T, N> &src) {
    array tmp(src.extent, av_, assoc_, cpu_access_, in_shared_memory(),
              resolved());
    tmp.copy_in(src);
    *this = std::move(tmp);
    return *this;
  }

  AMP2HIP_HD Concurrency::extent<N> get_extent() const { return extent; }
  accelerator_view get_accelerator_view() const { return av_; }
  accelerator_view get_associated_accelerator_view() const { return assoc_; }
  /// The access_type given at construction; access_type_auto resolves to
  /// the accelerator's default CPU access type.
  access_type get_cpu_access_type() const { return cpu_access_; }

  // Element access: on the host it goes through the coherence engine.

#ifndef AMP2HIP_CHECKED
  AMP2HIP_HD T &operator[](const index<N> &idx) {
    check_cpu_access();
    return view_.access(idx, amp2hip::detail::access_read_write);
  }
  AMP2HIP_HD const T &operator[](const index<N> &idx) const {
    check_cpu_access();
    return view_.access(idx, amp2hip::detail::access_read);
  }
  AMP2HIP_HD T &operator()(const index<N> &idx) { return (*this)[idx]; }
  AMP2HIP_HD const T &operator()(const index<N> &idx) const {
    return (*this)[idx];
  }
  // A projection of rank 1 is an element; of a higher rank, a view, which
  // the host may use as any view of the array.
  AMP2HIP_HD detail::projection_t<T, N> operator[](int i) {
    check_cpu_access(N == 1);
    return view_[i];
  }
  AMP2HIP_HD detail::projection_t<const T, N> operator[](int i) const {
    check_cpu_access(N == 1);
    return const_view()[i];
  }
  AMP2HIP_HD detail::projection_t<T, N> operator()(int i) { return (*this)[i]; }
  AMP2HIP_HD detail::projection_t<const T, N> operator()(int i) const {
    return (*this)[i];
  }
  AMP2HIP_HD T &operator()(int i0, int i1) {
    check_cpu_access();
    return view_(i0, i1);
  }
  AMP2HIP_HD const T &operator()(int i0, int i1) const {
    check_cpu_access();
    return const_view()(i0, i1);
  }
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) {
    check_cpu_access();
    return view_(i0, i1, i2);
  }
  AMP2HIP_HD const T &operator()(int i0, int i1, int i2) const {
    check_cpu_access();
    return const_view()(i0, i1, i2);
  }
#else
  // The checked build (detail/checked.h): the subscript's place goes on to
  // the view's check, which names the array.
  AMP2HIP_HD T &operator[](amp2hip::detail::index_at<index<N>> i) {
    check_cpu_access();
    return view_.access_at(i.value, amp2hip::detail::access_read_write,
                           named(i.where));
  }
  AMP2HIP_HD const T &operator[](amp2hip::detail::index_at<index<N>> i) const {
    check_cpu_access();
    return view_.access_at(i.value, amp2hip::detail::access_read,
                           named(i.where));
  }
  AMP2HIP_HD T &operator()(amp2hip::detail::index_at<index<N>> i) {
    check_cpu_access();
    return view_.access_at(i.value, amp2hip::detail::access_read_write,
                           named(i.where));
  }
  AMP2HIP_HD const T &operator()(amp2hip::detail::index_at<index<N>> i) const {
    check_cpu_access();
    return view_.access_at(i.value, amp2hip::detail::access_read,
                           named(i.where));
  }
  AMP2HIP_HD detail::projection_t<T, N> operator[](amp2hip::detail::int_at i) {
    check_cpu_access(N == 1);
    return view_.subscript_at(i.value, named(i.where),
                              std::integral_constant<bool, N == 1>());
  }
  AMP2HIP_HD detail::projection_t<const T, N>
  operator[](amp2hip::detail::int_at i) const {
    check_cpu_access(N == 1);
    return const_view().subscript_at(i.value, named(i.where),
                                     std::integral_constant<bool, N == 1>());
  }
  AMP2HIP_HD detail::projection_t<T, N> operator()(amp2hip::detail::int_at i) {
    return (*this)[i];
  }
  AMP2HIP_HD detail::projection_t<const T, N>
  operator()(amp2hip::detail::int_at i) const {
    return (*this)[i];
  }
  AMP2HIP_HD T &operator()(amp2hip::detail::int_at i0, int i1) {
    static_assert(N == 2, "operator()(int, int) needs an array of rank 2");
    check_cpu_access();
    return view_.access_at(index<N>(i0.value, i1),
                           amp2hip::detail::access_read_write, named(i0.where));
  }
  AMP2HIP_HD const T &operator()(amp2hip::detail::int_at i0, int i1) const {
    static_assert(N == 2, "operator()(int, int) needs an array of rank 2");
    check_cpu_access();
    return view_.access_at(index<N>(i0.value, i1), amp2hip::detail::access_read,
                           named(i0.where));
  }
  AMP2HIP_HD T &operator()(amp2hip::detail::int_at i0, int i1, int i2) {
    static_assert(N == 3, "operator()(int, int, int) needs an array of rank 3");
    check_cpu_access();
    return view_.access_at(index<N>(i0.value, i1, i2),
                           amp2hip::detail::access_read_write, named(i0.where));
  }
  AMP2HIP_HD const T &operator()(amp2hip::detail::int_at i0, int i1,
                                 int i2) const {
    static_assert(N == 3, "operator()(int, int, int) needs an array of rank 3");
    check_cpu_access();
    return view_.access_at(index<N>(i0.value, i1, i2),
                           amp2hip::detail::access_read, named(i0.where));
  }
  static AMP2HIP_HD amp2hip::detail::site
  named(const amp2hip::detail::site &where) {
    return amp2hip::detail::site{where.file, where.line, "array"};
  }
#endif

  AMP2HIP_HD array_view<T, N> section(const index<N> &origin,
                                      const Concurrency::extent<N> &ext AMP2HIP_SITE_PARAMS) {
    return view_.section(origin, ext AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<const T, N>
  section(const index<N> &origin, const Concurrency::extent<N> &ext AMP2HIP_SITE_PARAMS) const {
    return const_view().section(origin, ext AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<T, N> section(const index<N> &origin AMP2HIP_SITE_PARAMS) {
    return view_.section(origin AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<const T, N> section(const index<N> &origin AMP2HIP_SITE_PARAMS) const {
    return const_view().section(origin AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<T, N> section(const Concurrency::extent<N> &ext AMP2HIP_SITE_PARAMS) {
    return view_.section(ext AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<const T, N>
  section(const Concurrency::extent<N> &ext AMP2HIP_SITE_PARAMS) const {
    return const_view().section(ext AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<T, N> section(int i0, int e0 AMP2HIP_SITE_PARAMS) {
    return view_.section(i0, e0 AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<const T, N> section(int i0, int e0 AMP2HIP_SITE_PARAMS) const {
    return const_view().section(i0, e0 AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<T, N> section(int i0, int i1, int e0, int e1 AMP2HIP_SITE_PARAMS) {
    return view_.section(i0, i1, e0, e1 AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<const T, N> section(int i0, int i1, int e0,
                                            int e1 AMP2HIP_SITE_PARAMS) const {
    return const_view().section(i0, i1, e0, e1 AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<T, N> section(int i0, int i1, int i2, int e0, int e1,
                                      int e2 AMP2HIP_SITE_PARAMS) {
    return view_.section(i0, i1, i2, e0, e1, e2 AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD array_view<const T, N> section(int i0, int i1, int i2, int e0,
                                            int e1, int e2 AMP2HIP_SITE_PARAMS) const {
    return const_view().section(i0, i1, i2, e0, e1, e2 AMP2HIP_SITE_ARGS);
  }

  template <int K>
  AMP2HIP_HD array_view<T, K> view_as(const Concurrency::extent<K> &e) {
    return flat_view().template view_as<K>(e);
  }
  template <int K>
  AMP2HIP_HD array_view<const T, K>
  view_as(const Concurrency::extent<K> &e) const {
    return array_view<const T, 1>(flat_view()).template view_as<K>(e);
  }
  template <class U> AMP2HIP_HD array_view<U, 1> reinterpret_as() {
    return flat_view().template reinterpret_as<U>();
  }
  template <class U> AMP2HIP_HD array_view<const U, 1> reinterpret_as() const {
    return array_view<const T, 1>(flat_view())
        .template reinterpret_as<const U>();
  }

  AMP2HIP_H void copy_to(array &dest) const;
  AMP2HIP_H void copy_to(const array_view<T, N> &dest) const;

  /// hc: the address of the array's memory on its accelerator (the host's
  /// for an array of the CPU accelerator). Kernels may use it: from then on
  /// every launch on that accelerator reads and writes the whole array.
  AMP2HIP_HD T *accelerator_pointer() const {
#if AMP2HIP_DEVICE_PASS
    return view_.data_;
#else
    if (view_.place_ != 0)
      return view_.data_; // in an emulated kernel: already the device's
    return view_.expose_on(detail::accelerator_access::device(av_),
                           detail::accelerator_access::queue(av_));
#endif
  }

  /// A pointer to the data on the host (brought home first), or null where
  /// the array has no CPU access, as in C++ AMP; in a kernel, the device's.
  AMP2HIP_HD T *data() {
#if !AMP2HIP_DEVICE_PASS
    if (!cpu_accessible())
      return nullptr;
    view_.host_access(amp2hip::detail::access_read_write);
#endif
    return view_.data_;
  }
  AMP2HIP_HD const T *data() const {
#if !AMP2HIP_DEVICE_PASS
    if (!cpu_accessible())
      return nullptr;
    view_.host_access(amp2hip::detail::access_read);
#endif
    return view_.data_;
  }

  /// The contents, copied to the host.
  operator std::vector<T>() const {
    // copy()'s path: one region read, or element by element where the
    // array is not a box of its root (hc's array over another's memory).
    std::vector<T> v(extent.size());
    if (!v.empty())
      detail::read_view(const_view(), v.data());
    return v;
  }

private:
  friend struct detail::array_access;
  template <class, int> friend class array_view;
  template <class, int> friend class amp2hip::array_ref;

  // A shallow alias of `other`: it shares the data source (holding a
  // reference on it) and, inside a launch scope, binds to the device for
  // `bind_mode`. Only amp2hip::array_ref makes these.
  array(const array &other, detail::alias_tag,
        amp2hip::detail::access_mode bind_mode)
      : extent(other.extent),
        view_(other.view_, detail::alias_tag(), bind_mode), av_(other.av_),
        assoc_(other.assoc_), cpu_access_(other.cpu_access_) {}

  // The constructor the others come to, with the CPU access resolved and
  // the kind of memory chosen.
  struct resolved {};
  array(const Concurrency::extent<N> &e, const accelerator_view &av,
        const accelerator_view &associated_av, access_type cpu_access,
        bool shared, resolved)
      : extent(e), view_(make_view(e, av, shared)), av_(av),
        assoc_(associated_av), cpu_access_(cpu_access) {}

  static bool shared_memory(access_type requested, const accelerator_view &av) {
    return detail::cpu_shared_array(detail::accelerator_access::device(av),
                                    requested);
  }
  bool in_shared_memory() const {
    return view_.src_ && amp2hip::detail::source_is_cpu_shared(view_.src_);
  }

  static array_view<T, N> make_view(const Concurrency::extent<N> &e,
                                    const accelerator_view &av, bool shared) {
    detail::check_extent(e);
    // Visual C++ could not create the buffer of an empty array either.
    if (e.size() == 0)
      detail::throw_invalid("amp2hip: an array must hold at least one element");
    int ext[N];
    for (int i = 0; i < N; ++i)
      ext[i] = e[i];
    amp2hip::detail::source_header *s = amp2hip::detail::create_array_source(
        detail::accelerator_access::device(av), sizeof(T), N, ext,
        detail::accelerator_access::queue(av),
        detail::accelerator_access::keep(av), shared);
    array_view<T, N> v(e, nullptr, s, 0, 0);
    amp2hip::detail::release(s); // the view holds the only reference
    return v;
  }

  static array_view<T, N> make_view_over(const Concurrency::extent<N> &e,
                                         const accelerator_view &av,
                                         void *memory) {
    detail::check_extent(e);
    if (e.size() == 0)
      detail::throw_invalid("amp2hip: an array must hold at least one element");
    const int device = detail::accelerator_access::device(av);
    if (device < 0)
      detail::throw_invalid("amp2hip: an array over an accelerator pointer "
                            "needs a GPU accelerator_view");
    std::size_t offset = 0;
    amp2hip::detail::source_header *s = amp2hip::detail::find_exposed(
        memory, device, e.size() * sizeof(T), &offset);
    if (!s) {
      int ext[N];
      for (int i = 0; i < N; ++i)
        ext[i] = e[i];
      offset = 0;
      s = amp2hip::detail::create_array_source_over(
          memory, device, sizeof(T), N, ext,
          detail::accelerator_access::queue(av),
          detail::accelerator_access::keep(av));
    }
    array_view<T, N> v(e, nullptr, s, offset, 0);
    amp2hip::detail::release(s); // the view holds its own reference
    return v;
  }

  AMP2HIP_HD array_view<const T, N> const_view() const {
    return array_view<const T, N>(view_);
  }
  AMP2HIP_HD array_view<T, 1> flat_view() const {
    return array_view<T, 1>(
        Concurrency::extent<1>(static_cast<int>(extent.size())), view_.data_,
        view_.src_, 0, view_.place_);
  }

  template <class It> void fill(It first, It last);
  template <class It> void fill_n(It first);
  void copy_in(const array_view<const T, N> &src);

  /// Whether host code may reach the elements: an array of a GPU without
  /// CPU access is reached from the host by copies and views only (C++
  /// AMP). The CPU accelerator's arrays are host memory, whatever access
  /// type they were given; kernels, emulated ones too, always may.
  AMP2HIP_H bool cpu_accessible() const {
#if AMP2HIP_MODE_EMULATION
    if (view_.place_ != 0 || amp2hip::detail::emulated_kernel_depth() > 0)
      return true;
#endif
    return cpu_access_ != access_type_none ||
           detail::accelerator_access::device(av_) < 0;
  }
  /// Host code reaching an element of an array without CPU access throws,
  /// as Visual C++'s and HCC's runtimes did.
  AMP2HIP_HD void check_cpu_access(bool element = true) const {
#if !AMP2HIP_DEVICE_PASS
    if (element && !cpu_accessible())
      throw runtime_exception(
          "amp2hip: an element of an array without CPU access is used on "
          "the host (copy it, view it with an array_view, or give the array "
          "CPU access)",
          detail::kErrorAccessDenied);
#else
    (void)element;
#endif
  }

  static access_type resolve_access(access_type t, const accelerator_view &av) {
    if (t != access_type_auto)
      return t;
    return detail::default_cpu_access(detail::accelerator_access::device(av),
                                      true);
  }

  array_view<T, N> view_;
  accelerator_view av_;
  accelerator_view assoc_;
  access_type cpu_access_ = access_type_none;

public:
  // The properties (parse only; amp2hip/platform.h). Declared last: inside
  // the class the names stand for them, not for the types. `extent` stays a
  // data member.
  AMP2HIP_PROPERTY(get_accelerator_view, accelerator_view,
                   Concurrency::accelerator_view)
  AMP2HIP_PROPERTY(get_associated_accelerator_view,
                   associated_accelerator_view, Concurrency::accelerator_view)
  AMP2HIP_PROPERTY(get_cpu_access_type, cpu_access_type,
                   Concurrency::access_type)
};

namespace detail {

struct view_access {
  template <class T, int N>
  static amp2hip::detail::source_header *source(const array_view<T, N> &v) {
    return v.src_;
  }
  template <class T, int N>
  static amp2hip::detail::view_geometry geometry(const array_view<T, N> &v) {
    return v.geometry();
  }
  // Whether the device computes the view's offsets in 32 bits.
  template <class T, int N> static bool narrow(const array_view<T, N> &v) {
    return v.narrow_;
  }
};

struct array_access {
  template <class T, int N>
  AMP2HIP_HD static const array_view<T, N> &view(const array<T, N> &a) {
    return a.view_;
  }
};

} // namespace detail

template <class T, int N>
AMP2HIP_HD array_view<T, N>::array_view(array_type &src) {
  copy_from(detail::array_access::view(src));
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ARRAY_VIEW_H
