//===- amp2hip/detail/index.h - index, extent, tiles ---------------------===//
//
// Concurrency::index<N>, extent<N>, tiled_extent<D0, D1, D2>, tile_barrier
// and tiled_index<D0, D1, D2>. Everything here is usable on the host and on
// the device.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_INDEX_H
#define AMP2HIP_DETAIL_INDEX_H

#include <amp2hip/detail/checked.h>
#include <amp2hip/platform.h>

namespace Concurrency {

template <int N> class extent;
template <int D0, int D1 = 0, int D2 = 0> class tiled_extent;
template <int D0, int D1 = 0, int D2 = 0> class tiled_index;
namespace hc {
template <int N> class tiled_extent;
} // namespace hc

namespace detail {

/// The rank of a tile shape: tiled_extent<D0> is 1-D, <D0, D1> 2-D, ...
template <int D0, int D1, int D2>
constexpr int tile_rank = D1 == 0 ? 1 : (D2 == 0 ? 2 : 3);

/// The tile sizes of a tiled_extent or tiled_index must be positive. Any
/// positive int is a valid size there (the conformance suite tiles by
/// INT_MAX - 1); the limits of a tile that runs (C3574) are the launch's.
template <int D0, int D1, int D2> struct tile_shape_check {
  static_assert(D0 > 0 && D1 >= 0 && D2 >= 0,
                "the tile sizes of a tiled_extent or tiled_index must be "
                "positive");
  static_assert(!(D1 == 0 && D2 != 0),
                "the tile sizes of a tiled_extent or tiled_index must be "
                "positive");
  static constexpr bool value = true;
};

/// The limits of a tile that parallel_for_each runs (C3574).
template <int D0, int D1, int D2> struct tile_launch_check {
  static_assert(static_cast<long long>(D0) * (D1 ? D1 : 1) * (D2 ? D2 : 1) <=
                    1024,
                "the number of threads in a tile must not exceed 1024");
  static_assert(D2 == 0 || D0 <= 64,
                "the first tile size of a 3-D tile must not exceed 64");
  static constexpr bool value = true;
};

/// e rounded up to a multiple of t (t > 0). Near INT_MAX the multiple may
/// not fit an int: the result is then what Visual C++'s int arithmetic gave,
/// a negative extent, which an array or a launch refuses.
AMP2HIP_HD constexpr int round_up_to_tile(int e, int t) {
  if (e <= 0)
    return (e + t - 1) / t * t; // cannot overflow here
  const unsigned q = static_cast<unsigned>(e) / static_cast<unsigned>(t);
  const unsigned r = static_cast<unsigned>(e) % static_cast<unsigned>(t);
  // At most e + t - 1 < 2^32: exact in unsigned arithmetic.
  const unsigned up = r == 0 ? static_cast<unsigned>(e)
                             : (q + 1u) * static_cast<unsigned>(t);
  return up <= 0x7FFFFFFFu ? static_cast<int>(up)
                           : -static_cast<int>(0xFFFFFFFFu - up) - 1;
}

/// The components and the element-wise arithmetic that index<N> and
/// extent<N> share: C++ AMP gives both the same operators. Derived is the
/// class itself, so every operator returns it.
template <class Derived, int N> class int_tuple {
public:
  AMP2HIP_HD constexpr int operator[](int i) const { return v_[i]; }
  AMP2HIP_HD constexpr int &operator[](int i) { return v_[i]; }

  AMP2HIP_HD constexpr Derived &operator+=(const Derived &o) {
    for (int i = 0; i < N; ++i)
      v_[i] += o[i];
    return self();
  }
  AMP2HIP_HD constexpr Derived &operator-=(const Derived &o) {
    for (int i = 0; i < N; ++i)
      v_[i] -= o[i];
    return self();
  }
  AMP2HIP_HD constexpr Derived &operator+=(int v) {
    for (int i = 0; i < N; ++i)
      v_[i] += v;
    return self();
  }
  AMP2HIP_HD constexpr Derived &operator-=(int v) {
    for (int i = 0; i < N; ++i)
      v_[i] -= v;
    return self();
  }
  AMP2HIP_HD constexpr Derived &operator*=(int v) {
    for (int i = 0; i < N; ++i)
      v_[i] *= v;
    return self();
  }
  AMP2HIP_HD constexpr Derived &operator/=(int v) {
    for (int i = 0; i < N; ++i)
      v_[i] /= v;
    return self();
  }
  AMP2HIP_HD constexpr Derived &operator%=(int v) {
    for (int i = 0; i < N; ++i)
      v_[i] %= v;
    return self();
  }
  AMP2HIP_HD constexpr Derived &operator++() { return *this += 1; }
  AMP2HIP_HD constexpr Derived operator++(int) {
    Derived r = self();
    *this += 1;
    return r;
  }
  AMP2HIP_HD constexpr Derived &operator--() { return *this -= 1; }
  AMP2HIP_HD constexpr Derived operator--(int) {
    Derived r = self();
    *this -= 1;
    return r;
  }

  friend AMP2HIP_HD constexpr bool operator==(const Derived &a,
                                              const Derived &b) {
    for (int i = 0; i < N; ++i)
      if (a[i] != b[i])
        return false;
    return true;
  }
  friend AMP2HIP_HD constexpr bool operator!=(const Derived &a,
                                              const Derived &b) {
    return !(a == b);
  }
  friend AMP2HIP_HD constexpr Derived operator+(const Derived &a,
                                                const Derived &b) {
    Derived r = a;
    return r += b;
  }
  friend AMP2HIP_HD constexpr Derived operator-(const Derived &a,
                                                const Derived &b) {
    Derived r = a;
    return r -= b;
  }
  friend AMP2HIP_HD constexpr Derived operator+(const Derived &a, int v) {
    Derived r = a;
    return r += v;
  }
  friend AMP2HIP_HD constexpr Derived operator+(int v, const Derived &a) {
    Derived r = a;
    return r += v;
  }
  friend AMP2HIP_HD constexpr Derived operator-(const Derived &a, int v) {
    Derived r = a;
    return r -= v;
  }
  friend AMP2HIP_HD constexpr Derived operator-(int v, const Derived &a) {
    Derived r;
    for (int i = 0; i < N; ++i)
      r[i] = v - a[i];
    return r;
  }
  friend AMP2HIP_HD constexpr Derived operator*(const Derived &a, int v) {
    Derived r = a;
    return r *= v;
  }
  friend AMP2HIP_HD constexpr Derived operator*(int v, const Derived &a) {
    Derived r = a;
    return r *= v;
  }
  friend AMP2HIP_HD constexpr Derived operator/(const Derived &a, int v) {
    Derived r = a;
    return r /= v;
  }
  friend AMP2HIP_HD constexpr Derived operator/(int v, const Derived &a) {
    Derived r;
    for (int i = 0; i < N; ++i)
      r[i] = v / a[i];
    return r;
  }
  friend AMP2HIP_HD constexpr Derived operator%(const Derived &a, int v) {
    Derived r = a;
    return r %= v;
  }
  friend AMP2HIP_HD constexpr Derived operator%(int v, const Derived &a) {
    Derived r;
    for (int i = 0; i < N; ++i)
      r[i] = v % a[i];
    return r;
  }

protected:
  AMP2HIP_HD constexpr int_tuple() : v_{} {}

private:
  AMP2HIP_HD constexpr Derived &self() { return static_cast<Derived &>(*this); }
  AMP2HIP_HD constexpr const Derived &self() const {
    return static_cast<const Derived &>(*this);
  }

  int v_[N];
};

} // namespace detail

/// An N-dimensional point of a compute domain or of an array.
template <int N> class index : public detail::int_tuple<index<N>, N> {
  static_assert(N > 0, "the rank of an index must be greater than 0");

public:
  static constexpr int rank = N;
  typedef int value_type;

  AMP2HIP_HD constexpr index() {}
  AMP2HIP_HD constexpr explicit index(int i0) {
    static_assert(N == 1, "index(int) constructs an index<1> only");
    (*this)[0] = i0;
  }
  AMP2HIP_HD constexpr index(int i0, int i1) {
    static_assert(N == 2, "index(int, int) constructs an index<2> only");
    if (N == 2) {
      (*this)[0] = i0;
      (*this)[1] = i1;
    }
  }
  AMP2HIP_HD constexpr index(int i0, int i1, int i2) {
    static_assert(N == 3, "index(int, int, int) constructs an index<3> only");
    if (N == 3) {
      (*this)[0] = i0;
      (*this)[1] = i1;
      (*this)[2] = i2;
    }
  }
  AMP2HIP_HD constexpr explicit index(const int components[]) {
    for (int i = 0; i < N; ++i)
      (*this)[i] = components[i];
  }
  constexpr index(const index &) = default;
  constexpr index &operator=(const index &) = default;
};

/// The size of an N-dimensional compute domain, array or array_view.
template <int N> class extent : public detail::int_tuple<extent<N>, N> {
  static_assert(N > 0, "the rank of an extent must be greater than 0");
  using base = detail::int_tuple<extent<N>, N>;

public:
  static constexpr int rank = N;
  typedef int value_type;

  AMP2HIP_HD constexpr extent() {}
  AMP2HIP_HD constexpr explicit extent(int i0) {
    static_assert(N == 1, "extent(int) constructs an extent<1> only");
    (*this)[0] = i0;
  }
  AMP2HIP_HD constexpr extent(int i0, int i1) {
    static_assert(N == 2, "extent(int, int) constructs an extent<2> only");
    if (N == 2) {
      (*this)[0] = i0;
      (*this)[1] = i1;
    }
  }
  AMP2HIP_HD constexpr extent(int i0, int i1, int i2) {
    static_assert(N == 3, "extent(int, int, int) constructs an extent<3> only");
    if (N == 3) {
      (*this)[0] = i0;
      (*this)[1] = i1;
      (*this)[2] = i2;
    }
  }
  AMP2HIP_HD constexpr explicit extent(const int components[]) {
    for (int i = 0; i < N; ++i)
      (*this)[i] = components[i];
  }
  constexpr extent(const extent &) = default;
  constexpr extent &operator=(const extent &) = default;

  /// The number of points (C++ AMP returns unsigned int).
  AMP2HIP_HD constexpr unsigned int size() const {
    unsigned int s = 1;
    for (int i = 0; i < N; ++i)
      s *= static_cast<unsigned int>((*this)[i]);
    return s;
  }
  AMP2HIP_HD constexpr bool contains(const index<N> &idx) const {
    for (int i = 0; i < N; ++i)
      if (idx[i] < 0 || idx[i] >= (*this)[i])
        return false;
    return true;
  }

  template <int D0> AMP2HIP_HD constexpr tiled_extent<D0> tile() const {
    static_assert(N == 1, "extent<N>::tile<D0>() needs an extent<1>");
    return tiled_extent<D0>(*this);
  }
  template <int D0, int D1>
  AMP2HIP_HD constexpr tiled_extent<D0, D1> tile() const {
    static_assert(D0 > 0 && D1 > 0, "the tile sizes must be positive");
    static_assert(N == 2, "extent<N>::tile<D0, D1>() needs an extent<2>");
    return tiled_extent<D0, D1>(*this);
  }
  template <int D0, int D1, int D2>
  AMP2HIP_HD constexpr tiled_extent<D0, D1, D2> tile() const {
    static_assert(D0 > 0 && D1 > 0 && D2 > 0,
                  "the tile sizes must be positive");
    static_assert(N == 3, "extent<N>::tile<D0, D1, D2>() needs an extent<3>");
    return tiled_extent<D0, D1, D2>(*this);
  }

  // hc's tiling by sizes known at run time, defined in amp2hip/hc.h: hc's
  // array and array_view are C++ AMP's, whose get_extent() gives this
  // class. The last argument of tile_with_dynamic is the bytes of dynamic
  // group segment each tile gets.
  AMP2HIP_HD hc::tiled_extent<1> tile(int t0) const;
  AMP2HIP_HD hc::tiled_extent<2> tile(int t0, int t1) const;
  AMP2HIP_HD hc::tiled_extent<3> tile(int t0, int t1, int t2) const;
  AMP2HIP_H hc::tiled_extent<1> tile_with_dynamic(int t0,
                                                  int dynamic_size) const;
  AMP2HIP_H hc::tiled_extent<2> tile_with_dynamic(int t0, int t1,
                                                  int dynamic_size) const;
  AMP2HIP_H hc::tiled_extent<3> tile_with_dynamic(int t0, int t1, int t2,
                                                  int dynamic_size) const;

  // Extents also move by an index; the base's operators stay visible.
  using base::operator+=;
  using base::operator-=;
  AMP2HIP_HD constexpr extent &operator+=(const index<N> &o) {
    for (int i = 0; i < N; ++i)
      (*this)[i] += o[i];
    return *this;
  }
  AMP2HIP_HD constexpr extent &operator-=(const index<N> &o) {
    for (int i = 0; i < N; ++i)
      (*this)[i] -= o[i];
    return *this;
  }
  AMP2HIP_HD constexpr extent operator+(const index<N> &o) const {
    extent r = *this;
    return r += o;
  }
  AMP2HIP_HD constexpr extent operator-(const index<N> &o) const {
    extent r = *this;
    return r -= o;
  }
};

namespace detail {

template <int D0, int D1, int D2>
AMP2HIP_HD constexpr Concurrency::extent<tile_rank<D0, D1, D2>>
make_tile_extent() {
  constexpr int R = tile_rank<D0, D1, D2>;
  Concurrency::extent<R> e;
  e[0] = D0;
  if (R > 1)
    e[1] = D1;
  if (R > 2)
    e[2] = D2;
  return e;
}

} // namespace detail

/// An extent divided into tiles of D0 [x D1 [x D2]] threads.
template <int D0, int D1, int D2>
class tiled_extent : public Concurrency::extent<detail::tile_rank<D0, D1, D2>> {
  static_assert(detail::tile_shape_check<D0, D1, D2>::value, "");
  using base = Concurrency::extent<detail::tile_rank<D0, D1, D2>>;

public:
  static constexpr int rank = detail::tile_rank<D0, D1, D2>;
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;
#if AMP2HIP_MODE_PARSE
  // A property in C++ AMP (the translator writes get_tile_extent()).
  AMP2HIP_PROPERTY(get_tile_extent, tile_extent, Concurrency::extent<rank>)
#else
  static constexpr Concurrency::extent<rank> tile_extent =
      detail::make_tile_extent<D0, D1, D2>();
#endif

  AMP2HIP_HD constexpr tiled_extent() : base() {}
  AMP2HIP_HD constexpr tiled_extent(const Concurrency::extent<rank> &e)
      : base(e) {}
  constexpr tiled_extent(const tiled_extent &) = default;
  constexpr tiled_extent &operator=(const tiled_extent &) = default;

  AMP2HIP_HD constexpr Concurrency::extent<rank> get_tile_extent() const {
    return detail::make_tile_extent<D0, D1, D2>();
  }
  /// Each extent rounded up to a multiple of the tile size.
  AMP2HIP_HD constexpr tiled_extent pad() const {
    tiled_extent r = *this;
    const Concurrency::extent<rank> t = get_tile_extent();
    for (int i = 0; i < rank; ++i)
      r[i] = detail::round_up_to_tile(r[i], t[i]);
    return r;
  }
  /// Each extent rounded down to a multiple of the tile size.
  AMP2HIP_HD constexpr tiled_extent truncate() const {
    tiled_extent r = *this;
    const Concurrency::extent<rank> t = get_tile_extent();
    for (int i = 0; i < rank; ++i)
      r[i] = (r[i] / t[i]) * t[i];
    return r;
  }

  friend AMP2HIP_HD constexpr bool operator==(const tiled_extent &a,
                                              const tiled_extent &b) {
    return static_cast<const base &>(a) == static_cast<const base &>(b);
  }
  friend AMP2HIP_HD constexpr bool operator!=(const tiled_extent &a,
                                              const tiled_extent &b) {
    return !(a == b);
  }
};

namespace detail {
struct tile_access;
} // namespace detail

/// The barrier of a tile. Only the runtime creates one.
class tile_barrier {
public:
  tile_barrier(const tile_barrier &) = default;

  /// All threads of the tile wait here (and all memory accesses before it
  /// are visible to the tile after it).
#if defined(AMP2HIP_CHECKED) && !AMP2HIP_MODE_EMULATION
  // The checked build counts the threads that reach each barrier.
  AMP2HIP_D void wait(const char *file = __builtin_FILE(),
                      unsigned line = __builtin_LINE()) const {
    amp2hip::detail::checked_barrier(file, line);
  }
  AMP2HIP_D void wait_with_all_memory_fence(
      const char *file = __builtin_FILE(),
      unsigned line = __builtin_LINE()) const {
    amp2hip::detail::checked_barrier(file, line);
  }
  AMP2HIP_D void wait_with_global_memory_fence(
      const char *file = __builtin_FILE(),
      unsigned line = __builtin_LINE()) const {
    amp2hip::detail::checked_barrier(file, line);
  }
  AMP2HIP_D void wait_with_tile_static_memory_fence(
      const char *file = __builtin_FILE(),
      unsigned line = __builtin_LINE()) const {
    amp2hip::detail::checked_barrier(file, line);
  }
#else
  AMP2HIP_D void wait() const { __syncthreads(); }
  AMP2HIP_D void wait_with_all_memory_fence() const { __syncthreads(); }
  AMP2HIP_D void wait_with_global_memory_fence() const { __syncthreads(); }
  AMP2HIP_D void wait_with_tile_static_memory_fence() const { __syncthreads(); }
#endif

private:
  friend struct detail::tile_access;
  AMP2HIP_HD constexpr tile_barrier() {}
};

/// Memory fences for the threads of a tile.
AMP2HIP_D inline void all_memory_fence(const tile_barrier &) {
  __threadfence_block();
}
AMP2HIP_D inline void global_memory_fence(const tile_barrier &) {
  __threadfence_block();
}
AMP2HIP_D inline void tile_static_memory_fence(const tile_barrier &) {
  __threadfence_block();
}

/// The index of a thread in a tiled compute domain.
template <int D0, int D1, int D2> class tiled_index {
  static_assert(detail::tile_shape_check<D0, D1, D2>::value, "");

public:
  static constexpr int rank = detail::tile_rank<D0, D1, D2>;
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;
  static constexpr Concurrency::extent<rank> tile_extent =
      detail::make_tile_extent<D0, D1, D2>();

  /// The index in the whole compute domain.
  const index<rank> global;
  /// The index within the tile.
  const index<rank> local;
  /// The index of the tile.
  const index<rank> tile;
  /// The global index of the tile's first thread.
  const index<rank> tile_origin;
  const tile_barrier barrier;

  AMP2HIP_HD tiled_index(const index<rank> &global_index,
                         const index<rank> &local_index,
                         const index<rank> &tile_index,
                         const index<rank> &tile_origin_index,
                         const tile_barrier &tile_barrier_object)
      : global(global_index), local(local_index), tile(tile_index),
        tile_origin(tile_origin_index), barrier(tile_barrier_object) {}
  tiled_index(const tiled_index &) = default;

  AMP2HIP_HD operator const index<rank>() const { return global; }
  AMP2HIP_HD constexpr Concurrency::extent<rank> get_tile_extent() const {
    return detail::make_tile_extent<D0, D1, D2>();
  }
};

namespace detail {

struct tile_access {
  AMP2HIP_HD static constexpr tile_barrier make_barrier() {
    return tile_barrier();
  }
};

} // namespace detail
} // namespace Concurrency

#endif // AMP2HIP_DETAIL_INDEX_H
