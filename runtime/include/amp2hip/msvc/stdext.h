//===- amp2hip/msvc/stdext.h - Visual C++'s checked iterators -------------===//
//
// Visual C++'s <iterator> declared stdext::checked_array_iterator (a pointer
// with the length of its array, checked on every step in debug builds) and
// stdext::unchecked_array_iterator, which programs wrap around raw pointers
// handed to std::copy and friends. Here they are random-access iterators
// over a pointer; the checked one asserts (under !NDEBUG) that it stays
// within [base, base + size].
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_STDEXT_H
#define AMP2HIP_MSVC_STDEXT_H

#include <cassert>
#include <cstddef>
#include <iterator>
#include <type_traits>

namespace stdext {

namespace amp2hip_detail {
/// The pointer arithmetic both iterators share; Derived gets the
/// operators, returning itself.
template <class Derived, class Ptr> class array_iterator_base {
public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = std::remove_cv_t<std::remove_pointer_t<Ptr>>;
  using difference_type = std::ptrdiff_t;
  using pointer = Ptr;
  using reference = std::remove_pointer_t<Ptr> &;

  reference operator*() const { return *self().ptr(); }
  pointer operator->() const { return self().ptr(); }
  reference operator[](difference_type n) const { return *(self() + n); }

  Derived &operator++() { return self().step(1); }
  Derived operator++(int) {
    Derived Old = self();
    self().step(1);
    return Old;
  }
  Derived &operator--() { return self().step(-1); }
  Derived operator--(int) {
    Derived Old = self();
    self().step(-1);
    return Old;
  }
  Derived &operator+=(difference_type n) { return self().step(n); }
  Derived &operator-=(difference_type n) { return self().step(-n); }
  Derived operator+(difference_type n) const {
    Derived R = self();
    return R.step(n);
  }
  friend Derived operator+(difference_type n, const Derived &it) {
    return it + n;
  }
  Derived operator-(difference_type n) const {
    Derived R = self();
    return R.step(-n);
  }
  difference_type operator-(const Derived &o) const {
    return self().ptr() - o.ptr();
  }
  bool operator==(const Derived &o) const { return self().ptr() == o.ptr(); }
  bool operator!=(const Derived &o) const { return self().ptr() != o.ptr(); }
  bool operator<(const Derived &o) const { return self().ptr() < o.ptr(); }
  bool operator>(const Derived &o) const { return self().ptr() > o.ptr(); }
  bool operator<=(const Derived &o) const { return self().ptr() <= o.ptr(); }
  bool operator>=(const Derived &o) const { return self().ptr() >= o.ptr(); }

private:
  const Derived &self() const { return static_cast<const Derived &>(*this); }
  Derived &self() { return static_cast<Derived &>(*this); }
};
} // namespace amp2hip_detail

/// A pointer into an array of \p size elements, from position \p index.
template <class Ptr>
class checked_array_iterator
    : public amp2hip_detail::array_iterator_base<checked_array_iterator<Ptr>,
                                                 Ptr> {
public:
  checked_array_iterator() = default;
  checked_array_iterator(Ptr array, std::size_t size, std::size_t index = 0)
      : Base(array), Size(size), Index(index) {
    assert(index <= size && "checked_array_iterator: index past the end");
  }
  Ptr base() const { return Base; }
  Ptr ptr() const { return Base + Index; }
  checked_array_iterator &step(std::ptrdiff_t n) {
    assert(std::ptrdiff_t(Index) + n >= 0 &&
           std::size_t(std::ptrdiff_t(Index) + n) <= Size &&
           "checked_array_iterator: moved outside its array");
    Index = std::size_t(std::ptrdiff_t(Index) + n);
    return *this;
  }

private:
  Ptr Base = nullptr;
  std::size_t Size = 0;
  std::size_t Index = 0;
};

/// A pointer, typed as an iterator so that the library does not warn.
template <class Ptr>
class unchecked_array_iterator
    : public amp2hip_detail::array_iterator_base<unchecked_array_iterator<Ptr>,
                                                 Ptr> {
public:
  unchecked_array_iterator() = default;
  explicit unchecked_array_iterator(Ptr p) : P(p) {}
  Ptr base() const { return P; }
  Ptr ptr() const { return P; }
  unchecked_array_iterator &step(std::ptrdiff_t n) {
    P += n;
    return *this;
  }

private:
  Ptr P = nullptr;
};

template <class Ptr>
checked_array_iterator<Ptr> make_checked_array_iterator(Ptr array,
                                                        std::size_t size,
                                                        std::size_t index = 0) {
  return checked_array_iterator<Ptr>(array, size, index);
}

template <class Ptr>
unchecked_array_iterator<Ptr> make_unchecked_array_iterator(Ptr p) {
  return unchecked_array_iterator<Ptr>(p);
}

} // namespace stdext

#endif // AMP2HIP_MSVC_STDEXT_H
