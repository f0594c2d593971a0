//===- amp2hip/msvc/hash_compare.h - Visual C++'s hash traits ---*- C++ -*-===//
//
// stdext::hash_compare<Key, Pred>: the traits parameter of Visual C++'s
// pre-standard hash containers, a hash (operator() of one key) and an
// ordering (operator() of two, Pred, std::less by default) in one class.
// amp2hip's hash_set and hash_map (<amp2hip/msvc/hash_set>, .../hash_map)
// keep their elements by that ordering, so that they iterate both ways
// (rbegin, --it) and have lower_bound and upper_bound, as Visual C++'s did.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_HASH_COMPARE_H
#define AMP2HIP_MSVC_HASH_COMPARE_H

#include <cstddef>
#include <functional>

namespace stdext {

template <class Key, class Pred = std::less<Key>> class hash_compare {
public:
  enum { bucket_size = 1, min_buckets = 8 };

  hash_compare() = default;
  hash_compare(Pred P) : comp(P) {}

  std::size_t operator()(const Key &K) const { return std::hash<Key>()(K); }
  bool operator()(const Key &A, const Key &B) const { return comp(A, B); }

protected:
  Pred comp;
};

} // namespace stdext

namespace amp2hip {
namespace msvc {

/// The ordering of a hash_compare-like Traits, as a comparator the ordered
/// standard containers take.
template <class Traits> struct traits_order {
  Traits T;
  template <class Key> bool operator()(const Key &A, const Key &B) const {
    return T(A, B);
  }
};

} // namespace msvc
} // namespace amp2hip

#endif // AMP2HIP_MSVC_HASH_COMPARE_H
