//===- amp2hip/msvc/concurrent_unordered_set.h - PPL's hash sets ----------===//
//
// Concurrency::concurrent_unordered_set<K, Hash, Equal, Allocator> and
// concurrent_unordered_multiset are oneTBB's concurrent_unordered_set and
// concurrent_unordered_multiset (link with -ltbb), whose members have PPL's
// names and meaning: insert, find, count, equal_range and iteration are
// safe while other threads insert; unsafe_erase, unsafe_bucket_count ...,
// clear and swap are not, as in PPL.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CONCURRENT_UNORDERED_SET_H
#define AMP2HIP_MSVC_CONCURRENT_UNORDERED_SET_H

#include <amp2hip/msvc/ppl_core.h>
#include <functional>
#include <memory>
#include <tbb/concurrent_unordered_set.h>

namespace Concurrency {
template <typename K, typename Hash = std::hash<K>,
          typename Equal = std::equal_to<K>,
          typename Allocator = std::allocator<K>>
using concurrent_unordered_set =
    tbb::concurrent_unordered_set<K, Hash, Equal, Allocator>;
template <typename K, typename Hash = std::hash<K>,
          typename Equal = std::equal_to<K>,
          typename Allocator = std::allocator<K>>
using concurrent_unordered_multiset =
    tbb::concurrent_unordered_multiset<K, Hash, Equal, Allocator>;
} // namespace Concurrency

#endif // AMP2HIP_MSVC_CONCURRENT_UNORDERED_SET_H
