// quirk.h - a small library of our own, copied into the project's
// external/ folder as third-party code is: its Visual C++ branch uses
// Microsoft's __if_exists, which has no portable form, and its GNU branch
// the standard's detection idiom. amp2hip reads a third-party folder with
// the real compiler's view, so the GNU branch is the one translated.
#ifndef QUIRK_H
#define QUIRK_H

#include <cstddef>
#include <type_traits>
#include <utility>

namespace quirk {

#if defined(_MSC_VER) && !defined(__clang__)
template <class T> std::size_t size_or_zero(const T &c) {
  __if_exists(T::size) { return c.size(); }
  __if_not_exists(T::size) { return 0; }
}
#elif defined(__GNUC__)
template <class T, class = void> struct has_size : std::false_type {};
template <class T>
struct has_size<T, decltype(void(std::declval<const T &>().size()))>
    : std::true_type {};
template <class T> std::size_t size_or_zero(const T &c) {
  if constexpr (has_size<T>::value)
    return c.size();
  else
    return 0;
}
#else
#error "quirk: unknown compiler"
#endif

#if defined(__clang__)
inline const char *compiler() { return "clang"; }
#elif defined(__GNUC__)
inline const char *compiler() { return "gcc"; }
#endif

} // namespace quirk

#endif
