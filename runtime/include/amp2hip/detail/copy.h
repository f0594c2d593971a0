//===- amp2hip/detail/copy.h - Concurrency::copy and copy_async ----------===//
//
// Copies between arrays, array_views and iterators. Every copy goes through
// the coherence engine, which counts the transfers it performs: a copy from
// a view whose data is on the device to host memory is one device-to-host
// transfer; a copy into an array is one host-to-device transfer; a copy
// between two arrays on one device is one device-to-device transfer.
// copy_async runs copy on a thread of its own.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_COPY_H
#define AMP2HIP_DETAIL_COPY_H

#include <amp2hip/detail/array_view.h>

#include <algorithm>
#include <functional>
#include <iterator>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace Concurrency {
namespace detail {

/// Calls f(idx) for every index of e, in row-major order (host only).
template <int N, class F>
void for_each_index(const Concurrency::extent<N> &e, F &&f) {
  for (int i = 0; i < N; ++i)
    if (e[i] <= 0)
      return;
  index<N> idx;
  for (;;) {
    f(static_cast<const index<N> &>(idx));
    int k = N - 1;
    while (k >= 0 && ++idx[k] == e[k]) {
      idx[k] = 0;
      --k;
    }
    if (k < 0)
      return;
  }
}

/// The address behind an iterator over contiguous elements of type V, or
/// null when the iterator is not known to be contiguous.
template <class V, class It> struct contiguous {
  using value = std::remove_cv_t<typename std::iterator_traits<It>::value_type>;
  using plain = std::remove_cv_t<V>;
  static constexpr int kind =
      std::is_pointer<It>::value && std::is_same<value, plain>::value ? 1
      : std::is_same<value, plain>::value &&
              (std::is_same<It, typename std::vector<plain>::iterator>::value ||
               std::is_same<It,
                            typename std::vector<plain>::const_iterator>::value)
          ? 2
          : 0;
};
template <class V, class It>
V *contiguous_address(It it, std::integral_constant<int, 1>) {
  return const_cast<V *>(static_cast<const V *>(it));
}
template <class V, class It>
V *contiguous_address(It it, std::integral_constant<int, 2>) {
  return const_cast<V *>(&*it);
}
template <class V, class It>
V *contiguous_address(It, std::integral_constant<int, 0>) {
  return nullptr;
}
template <class V, class It> V *contiguous_address(It it) {
  return contiguous_address<V>(
      it, std::integral_constant<int, contiguous<V, It>::kind>());
}

/// Reads the elements of src, in row-major order, into dense memory.
template <class T, int N>
void read_view(const array_view<T, N> &src, std::remove_const_t<T> *dst) {
  amp2hip::detail::source_header *s = view_access::source(src);
  if (s && amp2hip::detail::read_region(s, view_access::geometry(src), dst))
    return;
  std::remove_const_t<T> *out = dst;
  for_each_index(src.extent, [&](const index<N> &i) { *out++ = src[i]; });
}

/// Overwrites the elements of dst from dense memory.
template <class T, int N>
void write_view(const array_view<T, N> &dst, const T *src) {
  static_assert(!std::is_const<T>::value, "cannot copy into an array_view<const T>");
  amp2hip::detail::source_header *s = view_access::source(dst);
  if (s && amp2hip::detail::write_region(s, view_access::geometry(dst), src))
    return;
  const T *in = src;
  for_each_index(dst.extent, [&](const index<N> &i) { dst[i] = *in++; });
}

template <class S, class T, int N>
void copy_view_to_view(const array_view<S, N> &src,
                       const array_view<T, N> &dst) {
  static_assert(std::is_same<std::remove_const_t<S>, T>::value,
                "copy needs views of the same element type");
  if (src.extent != dst.extent)
    throw_invalid("amp2hip: copy between views of different extents");
  amp2hip::detail::source_header *ss = view_access::source(src);
  amp2hip::detail::source_header *ds = view_access::source(dst);
  if (ss && ds &&
      amp2hip::detail::copy_region_on_device(ss, view_access::geometry(src), ds,
                                             view_access::geometry(dst)))
    return;
  std::vector<T> tmp(src.extent.size());
  if (tmp.empty())
    return;
  read_view(src, tmp.data());
  write_view(dst, tmp.data());
}

/// Copies dst.extent.size() elements starting at first into dst.
template <class It, class T, int N>
void copy_iter_to_view(It first, const array_view<T, N> &dst) {
  const std::size_t n = dst.extent.size();
  if (n == 0)
    return;
  if (const T *p = contiguous_address<const T>(first)) {
    write_view(dst, p);
    return;
  }
  std::vector<T> tmp;
  tmp.reserve(n);
  for (std::size_t i = 0; i < n; ++i, ++first)
    tmp.push_back(*first);
  write_view(dst, tmp.data());
}

/// Copies [first, last) into dst. A range that ends before it begins, or
/// holds more elements than dst, throws runtime_exception; a shorter one
/// fills dst's first elements (row-major) and leaves the others, as Visual
/// C++'s runtime did (the conformance suite's copy_to test builds an array
/// so).
template <class It, class T, int N>
void copy_iter_to_view(It first, It last, const array_view<T, N> &dst);
template <class It, class T, int N>
void copy_iter_to_view(It first, It last, const array_view<T, N> &dst,
                       std::false_type /*forward*/) {
  // Single pass: read the range once, then copy from the buffer.
  std::vector<T> tmp(first, last);
  copy_iter_to_view(tmp.cbegin(), tmp.cend(), dst);
}
template <class It, class T, int N>
void copy_iter_to_view(It first, It last, const array_view<T, N> &dst,
                       std::true_type /*forward*/) {
  const auto count = std::distance(first, last);
  const std::size_t size = dst.extent.size();
  if (count < 0)
    throw_invalid("concurrency::copy: the source range ends before it "
                  "begins");
  if (static_cast<std::size_t>(count) > size)
    throw_invalid("concurrency::copy: the source range holds more elements "
                  "than the destination");
  if (static_cast<std::size_t>(count) < size) {
    if (count == 0)
      return;
    std::vector<T> tmp(size);
    read_view(dst, tmp.data());
    std::copy(first, last, tmp.begin());
    write_view(dst, tmp.data());
    return;
  }
  copy_iter_to_view(first, dst);
}
template <class It, class T, int N>
void copy_iter_to_view(It first, It last, const array_view<T, N> &dst) {
  using category = typename std::iterator_traits<It>::iterator_category;
  copy_iter_to_view(
      first, last, dst,
      std::is_base_of<std::forward_iterator_tag, category>());
}

template <class T, int N, class Out>
void copy_view_to_iter(const array_view<T, N> &src, Out dst) {
  using V = std::remove_const_t<T>;
  const std::size_t n = src.extent.size();
  if (n == 0)
    return;
  // Into a V * or a std::vector<V> iterator directly.
  constexpr int kind =
      std::is_same<Out, V *>::value                               ? 1
      : std::is_same<Out, typename std::vector<V>::iterator>::value ? 2
                                                                  : 0;
  if (V *p = contiguous_address<V>(dst, std::integral_constant<int, kind>())) {
    read_view(src, p);
  } else {
    std::vector<V> tmp(n);
    read_view(src, tmp.data());
    std::copy(tmp.begin(), tmp.end(), dst);
  }
}

} // namespace detail

// array <-> array

template <class T, int N> void copy(const array<T, N> &src, array<T, N> &dest) {
  detail::copy_view_to_view(detail::array_access::view(src),
                            detail::array_access::view(dest));
}

// iterators -> array

template <class InputIter, class T, int N>
void copy(InputIter first, InputIter last, array<T, N> &dest) {
  detail::copy_iter_to_view(first, last, detail::array_access::view(dest));
}
template <class InputIter, class T, int N>
void copy(InputIter first, array<T, N> &dest) {
  detail::copy_iter_to_view(first, detail::array_access::view(dest));
}

// array -> iterator

template <class OutputIter, class T, int N>
void copy(const array<T, N> &src, OutputIter dest) {
  detail::copy_view_to_iter(detail::array_access::view(src), dest);
}

// array <-> array_view

template <class T, int N>
void copy(const array<T, N> &src, const array_view<T, N> &dest) {
  detail::copy_view_to_view(detail::array_access::view(src), dest);
}
template <class T, int N>
void copy(const array_view<const T, N> &src, array<T, N> &dest) {
  detail::copy_view_to_view(src, detail::array_access::view(dest));
}
template <class T, int N>
void copy(const array_view<T, N> &src, array<T, N> &dest) {
  detail::copy_view_to_view(src, detail::array_access::view(dest));
}

// array_view <-> array_view

template <class T, int N>
void copy(const array_view<const T, N> &src, const array_view<T, N> &dest) {
  detail::copy_view_to_view(src, dest);
}
template <class T, int N>
void copy(const array_view<T, N> &src, const array_view<T, N> &dest) {
  detail::copy_view_to_view(src, dest);
}

// iterators -> array_view

template <class InputIter, class T, int N>
void copy(InputIter first, InputIter last, const array_view<T, N> &dest) {
  detail::copy_iter_to_view(first, last, dest);
}
template <class InputIter, class T, int N>
void copy(InputIter first, const array_view<T, N> &dest) {
  detail::copy_iter_to_view(first, dest);
}

// array_view -> iterator

template <class OutputIter, class T, int N>
void copy(const array_view<T, N> &src, OutputIter dest) {
  detail::copy_view_to_iter(src, dest);
}

namespace detail {

/// How copy_async keeps an argument until its thread runs: arrays (and
/// array_refs) by reference, as C++ AMP requires them to outlive the copy;
/// views and iterators by value.
template <class A> struct async_arg {
  using type = std::decay_t<A>;
  static type keep(A &&a) { return std::forward<A>(a); }
};
template <class T, int N> struct async_arg<array<T, N> &> {
  using type = std::reference_wrapper<array<T, N>>;
  static type keep(array<T, N> &a) { return std::ref(a); }
};
template <class T, int N> struct async_arg<const array<T, N> &> {
  using type = std::reference_wrapper<const array<T, N>>;
  static type keep(const array<T, N> &a) { return std::cref(a); }
};
template <class T> T &unwrap(std::reference_wrapper<T> r) { return r.get(); }
template <class T> T &unwrap(T &t) { return t; }

} // namespace detail

/// Like copy, on a thread of its own: the future completes when the copy
/// has, and get() rethrows what copy threw. The containers, arrays and
/// iterators' ranges must stay alive until then.
template <class... Args> completion_future copy_async(Args &&...args) {
  auto kept = std::make_tuple(
      detail::async_arg<Args &&>::keep(std::forward<Args>(args))...);
  return detail::run_async([kept]() mutable {
    amp2hip::detail::apply(
        [](auto &...a) { copy(detail::unwrap(a)...); }, kept);
  });
}

// Member functions that copy.

template <class T, int N>
void array_view<T, N>::copy_to(const array_view<elem_type, N> &dest) const {
  detail::copy_view_to_view(*this, dest);
}
template <class T, int N>
void array_view<T, N>::copy_to(array<elem_type, N> &dest) const {
  detail::copy_view_to_view(*this, detail::array_access::view(dest));
}
template <class T, int N> void array<T, N>::copy_to(array &dest) const {
  detail::copy_view_to_view(view_, dest.view_);
}
template <class T, int N>
void array<T, N>::copy_to(const array_view<T, N> &dest) const {
  detail::copy_view_to_view(view_, dest);
}
template <class T, int N>
template <class It>
void array<T, N>::fill(It first, It last) {
  detail::copy_iter_to_view(first, last, view_);
}
template <class T, int N>
template <class It>
void array<T, N>::fill_n(It first) {
  detail::copy_iter_to_view(first, view_);
}
template <class T, int N>
void array<T, N>::copy_in(const array_view<const T, N> &src) {
  detail::copy_view_to_view(src, view_);
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_COPY_H
