//===- amp2hip/detail/cxx14.h - What the headers need beyond C++14 -------===//
//
// The runtime's public headers build as C++14, the standard of the Visual
// Studio 2015-2019 projects C++ AMP came from (the translator parses each
// project in its own standard, docs/translator.md). The few library pieces of
// C++17 they use are written here for C++14.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_CXX14_H
#define AMP2HIP_DETAIL_CXX14_H

#if __cplusplus < 201402L
#error "amp2hip's runtime headers need C++14 or later (-std=c++14)"
#endif

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

namespace amp2hip {
namespace detail {

/// std::void_t (C++17); through a class, which C++14 compilers need for
/// SFINAE on unused alias arguments.
template <class...> struct make_void { using type = void; };
template <class... T> using void_t = typename make_void<T...>::type;

/// std::apply (C++17), for a tuple held by value.
template <class F, class Tuple, std::size_t... I>
decltype(auto) apply_impl(F &&f, Tuple &t, std::index_sequence<I...>) {
  return std::forward<F>(f)(std::get<I>(t)...);
}
template <class F, class Tuple> decltype(auto) apply(F &&f, Tuple &t) {
  return apply_impl(
      std::forward<F>(f), t,
      std::make_index_sequence<std::tuple_size<Tuple>::value>());
}

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_CXX14_H
