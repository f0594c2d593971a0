//===- amp2hip/detail/array_ref.h - An array alias for device code --------===//
//
// amp2hip::array_ref<T, N> stands for a reference to a Concurrency::array
// (T const for a const array) where a HIP kernel cannot hold one: the
// translator turns a by-reference lambda capture `[&arr]` into
// `[arr = amp2hip::capture(arr)]`, and a functor member `array<T, N> &m;`
// into `amp2hip::array_ref_for<array<T, N>> m;`.
//
// An array_ref holds a shallow alias of the array: an array object that
// shares the array's data source (with a reference on it, as an array_view
// does) but owns no memory of its own. Copying an array_ref on the host makes
// a new alias; inside a parallel_for_each launch scope that copy binds to the
// launch's device exactly as a captured array_view does (for reading only
// when T is const). The alias lives in a union so that the object is copied
// bitwise to the device and, on the device, copies are bitwise and
// destruction does nothing.
//
// Through a const array_ref (a non-mutable lambda's captures, a const
// functor's members) element access is still mutable for array_ref<T, N>, and
// the object converts to `array<T, N> &`, so it can be passed to functions
// that take the array by reference.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_ARRAY_REF_H
#define AMP2HIP_DETAIL_ARRAY_REF_H

#include <amp2hip/detail/array_view.h>
#include <amp2hip/detail/copy.h>
#include <amp2hip/platform.h>

#include <new>
#include <type_traits>
#include <vector>

namespace amp2hip {
namespace detail {

/// The alias of an array_ref, built in place on the host, copied bitwise on
/// the device.
template <class A> union alias_holder {
  AMP2HIP_HD alias_holder() {}
  AMP2HIP_HD ~alias_holder() {}
  A alias;
};

} // namespace detail

template <class T, int N> class array_ref {
  static_assert(N > 0, "the rank of an array_ref must be greater than 0");

public:
  using element_type = std::remove_const_t<T>;
  /// The array type this object aliases.
  using array_type = Concurrency::array<element_type, N>;
  /// What the alias is seen as: array_type, or const array_type for T const.
  using referenced_type =
      std::conditional_t<std::is_const<T>::value, const array_type, array_type>;

  static constexpr int rank = N;
  typedef T value_type;

  /// The shape of the array.
  Concurrency::extent<N> extent;

  /// Aliases `a`. Implicit, so that code initializing a reference member
  /// from an array compiles unchanged. In device code `a` can only be an
  /// alias itself (what an array_ref converts to), which is copied.
  AMP2HIP_HD array_ref(referenced_type &a) : extent(a.extent) {
#if AMP2HIP_DEVICE_PASS
    copy_bytes(&a);
#else
    make_alias(a);
#endif
  }
  /// array_ref<T> converts to array_ref<const T>.
  template <class U,
            std::enable_if_t<std::is_const<T>::value && std::is_same<const U, T>::value &&
                                 !std::is_same<U, T>::value,
                             int> = 0>
  AMP2HIP_HD array_ref(const array_ref<U, N> &other) : extent(other.extent) {
    copy_alias(other.holder_);
  }
  AMP2HIP_HD array_ref(const array_ref &other) : extent(other.extent) {
    copy_alias(other.holder_);
  }
  /// Like a reference, an array_ref is not rebound by assignment (a class
  /// with an array reference member is not assignable either).
  array_ref &operator=(const array_ref &) = delete;
  /// Assigning through the reference copies the contents into the aliased
  /// array's storage, which the array and every alias share. The extent
  /// cannot change through an alias: a different extent throws.
  template <class U = T, std::enable_if_t<!std::is_const<U>::value, int> = 0>
  AMP2HIP_H array_ref &operator=(const array_type &src) {
    assign_from(Concurrency::array_view<const element_type, N>(src));
    return *this;
  }
  template <class U = T, std::enable_if_t<!std::is_const<U>::value, int> = 0>
  AMP2HIP_H array_ref &
  operator=(const Concurrency::array_view<const element_type, N> &src) {
    assign_from(src);
    return *this;
  }

  AMP2HIP_HD ~array_ref() {
#if !AMP2HIP_DEVICE_PASS
    holder_.alias.~array_type();
#endif
  }

  /// The aliased array.
  AMP2HIP_HD referenced_type &get() const { return holder_.alias; }
  AMP2HIP_HD operator referenced_type &() const { return holder_.alias; }

  AMP2HIP_HD Concurrency::extent<N> get_extent() const { return extent; }

  // Element access, sections and views: as the array's.

#ifndef AMP2HIP_CHECKED
  AMP2HIP_HD T &operator[](const Concurrency::index<N> &idx) const {
    return get()[idx];
  }
  AMP2HIP_HD T &operator()(const Concurrency::index<N> &idx) const {
    return get()[idx];
  }
  AMP2HIP_HD Concurrency::detail::projection_t<T, N> operator[](int i) const {
    return get()[i];
  }
  AMP2HIP_HD Concurrency::detail::projection_t<T, N> operator()(int i) const {
    return get()[i];
  }
  AMP2HIP_HD T &operator()(int i0, int i1) const { return get()(i0, i1); }
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) const {
    return get()(i0, i1, i2);
  }
#else
  // The checked build: the subscript (with its place) goes on as written.
  template <class I> AMP2HIP_HD decltype(auto) operator[](I &&i) const {
    return get()[std::forward<I>(i)];
  }
  template <class... I> AMP2HIP_HD decltype(auto) operator()(I &&...i) const {
    return get()(std::forward<I>(i)...);
  }
#endif

  AMP2HIP_HD Concurrency::array_view<T, N>
  section(const Concurrency::index<N> &origin,
          const Concurrency::extent<N> &ext AMP2HIP_SITE_PARAMS) const {
    return get().section(origin, ext AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD Concurrency::array_view<T, N>
  section(const Concurrency::index<N> &origin AMP2HIP_SITE_PARAMS) const {
    return get().section(origin AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD Concurrency::array_view<T, N>
  section(const Concurrency::extent<N> &ext AMP2HIP_SITE_PARAMS) const {
    return get().section(ext AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD Concurrency::array_view<T, N> section(int i0, int e0 AMP2HIP_SITE_PARAMS) const {
    return get().section(i0, e0 AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD Concurrency::array_view<T, N> section(int i0, int i1, int e0,
                                                   int e1 AMP2HIP_SITE_PARAMS) const {
    return get().section(i0, i1, e0, e1 AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD Concurrency::array_view<T, N>
  section(int i0, int i1, int i2, int e0, int e1, int e2 AMP2HIP_SITE_PARAMS) const {
    return get().section(i0, i1, i2, e0, e1, e2 AMP2HIP_SITE_ARGS);
  }
  template <int K>
  AMP2HIP_HD Concurrency::array_view<T, K>
  view_as(const Concurrency::extent<K> &e) const {
    return get().template view_as<K>(e);
  }
  template <class U>
  AMP2HIP_HD Concurrency::array_view<
      std::conditional_t<std::is_const<T>::value, const U, U>, 1>
  reinterpret_as() const {
    return get().template reinterpret_as<U>();
  }
  AMP2HIP_HD T *data() const { return get().data(); }

  // Host-only members of the array.

  AMP2HIP_H Concurrency::accelerator_view get_accelerator_view() const {
    return get().get_accelerator_view();
  }
  AMP2HIP_H Concurrency::accelerator_view
  get_associated_accelerator_view() const {
    return get().get_associated_accelerator_view();
  }
  AMP2HIP_H Concurrency::access_type get_cpu_access_type() const {
    return get().get_cpu_access_type();
  }
  AMP2HIP_H void copy_to(array_type &dest) const { get().copy_to(dest); }
  AMP2HIP_H void
  copy_to(const Concurrency::array_view<element_type, N> &dest) const {
    get().copy_to(dest);
  }
  AMP2HIP_H operator std::vector<element_type>() const {
    return static_cast<std::vector<element_type>>(get());
  }

private:
  template <class, int> friend class array_ref;

  using holder = detail::alias_holder<array_type>;

  AMP2HIP_H void
  assign_from(const Concurrency::array_view<const element_type, N> &src) {
    if (src.extent != extent)
      Concurrency::detail::throw_invalid(
          "amp2hip: assigning an array of another extent through an "
          "array_ref (a reference cannot give the array new storage)");
    Concurrency::copy(src, get());
  }

  static constexpr detail::access_mode kBindMode =
      std::is_const<T>::value ? detail::access_read : detail::access_read_write;

  AMP2HIP_H void make_alias(const array_type &a) {
    ::new (static_cast<void *>(&holder_.alias))
        array_type(a, Concurrency::detail::alias_tag(), kBindMode);
  }

  AMP2HIP_HD void copy_alias(const holder &other) {
#if AMP2HIP_DEVICE_PASS
    copy_bytes(&other.alias);
#else
    make_alias(other.alias);
#endif
  }

  // Device code: the alias is copied bitwise (not memcpy: <cstring> would
  // bring ::index into C++ AMP programs).
  AMP2HIP_D void copy_bytes(const array_type *from) {
    unsigned char *to = reinterpret_cast<unsigned char *>(&holder_.alias);
    const unsigned char *src = reinterpret_cast<const unsigned char *>(from);
    for (unsigned i = 0; i < sizeof(array_type); ++i)
      to[i] = src[i];
  }

  mutable holder holder_;
};

namespace detail {

template <class A> struct array_ref_of {
  static_assert(sizeof(A) == 0,
                "amp2hip::array_ref_for<A> needs A = concurrency::array<T, "
                "N> or const concurrency::array<T, N>");
};
template <class T, int N> struct array_ref_of<Concurrency::array<T, N>> {
  using type = array_ref<T, N>;
};
template <class T, int N> struct array_ref_of<const Concurrency::array<T, N>> {
  using type = array_ref<const T, N>;
};

} // namespace detail

/// What replaces a member of type `A &` (A an array type, possibly const).
template <class A> using array_ref_for = typename detail::array_ref_of<A>::type;

/// What the translator substitutes for a by-reference lambda capture of an
/// array: `[=, &arr]` becomes `[=, arr = amp2hip::capture(arr)]`.
template <class T, int N> array_ref<T, N> capture(Concurrency::array<T, N> &a) {
  return array_ref<T, N>(a);
}
template <class T, int N>
array_ref<const T, N> capture(const Concurrency::array<T, N> &a) {
  return array_ref<const T, N>(a);
}
/// An array_ref already stands for the array: capturing it copies it.
template <class T, int N> array_ref<T, N> capture(const array_ref<T, N> &r) {
  return r;
}
/// Anything else is copied: in a template the translator cannot tell whether
/// a variable of a dependent type is an array, and hands each one over
/// through capture().
template <class T> T capture(const T &v) { return v; }

} // namespace amp2hip

namespace Concurrency {

template <class T, int N>
template <class U, std::enable_if_t<
                       std::is_same<U, T>::value || std::is_same<const U, T>::value, int>>
AMP2HIP_HD array_view<T, N>::array_view(const amp2hip::array_ref<U, N> &src) {
  copy_from(detail::array_access::view(src.get()));
}

// copy() with an array_ref where an array is expected (template argument
// deduction does not look through the conversion to array &). Each overload
// is more specialized than the generic iterator forms it competes with.

template <class S, int N, class OutputIter>
void copy(const amp2hip::array_ref<S, N> &src, OutputIter dest) {
  copy(static_cast<const array<std::remove_const_t<S>, N> &>(src.get()), dest);
}
template <class S, class T, int N>
void copy(const amp2hip::array_ref<S, N> &src, array<T, N> &dest) {
  copy(static_cast<const array<std::remove_const_t<S>, N> &>(src.get()), dest);
}
template <class S, class T, int N>
void copy(const amp2hip::array_ref<S, N> &src, const array_view<T, N> &dest) {
  copy(static_cast<const array<std::remove_const_t<S>, N> &>(src.get()), dest);
}
template <class S, class T, int N>
void copy(const amp2hip::array_ref<S, N> &src,
          const amp2hip::array_ref<T, N> &dest) {
  copy(static_cast<const array<std::remove_const_t<S>, N> &>(src.get()),
       dest.get());
}
template <class InputIter, class T, int N>
void copy(InputIter first, const amp2hip::array_ref<T, N> &dest) {
  copy(first, dest.get());
}
template <class S, class T, int N>
void copy(const array<S, N> &src, const amp2hip::array_ref<T, N> &dest) {
  copy(src, dest.get());
}
template <class S, class T, int N>
void copy(const array_view<S, N> &src, const amp2hip::array_ref<T, N> &dest) {
  copy(src, dest.get());
}
template <class InputIter, class T, int N>
void copy(InputIter first, InputIter last,
          const amp2hip::array_ref<T, N> &dest) {
  copy(first, last, dest.get());
}

} // namespace Concurrency

namespace amp2hip {
// So that argument-dependent lookup from copy_async finds the overloads above.
using Concurrency::copy;
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_ARRAY_REF_H
