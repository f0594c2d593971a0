//===- amp2hip/msvc/concurrent_unordered_map.h - PPL's hash maps ----------===//
//
// Concurrency::concurrent_unordered_map<K, T, Hash, Equal, Allocator> and
// concurrent_unordered_multimap are oneTBB's concurrent_unordered_map and
// concurrent_unordered_multimap (link with -ltbb), whose members have PPL's
// names and meaning: insert, find, count, equal_range, operator[] and at,
// and iteration are safe while other threads insert; unsafe_erase,
// unsafe_bucket_count, unsafe_begin(bucket) ..., clear and swap are not,
// as in PPL. The template parameters come in PPL's order.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CONCURRENT_UNORDERED_MAP_H
#define AMP2HIP_MSVC_CONCURRENT_UNORDERED_MAP_H

#include <amp2hip/msvc/ppl_core.h>
#include <functional>
#include <memory>
#include <tbb/concurrent_unordered_map.h>
#include <utility>

namespace Concurrency {
template <typename K, typename T, typename Hash = std::hash<K>,
          typename Equal = std::equal_to<K>,
          typename Allocator = std::allocator<std::pair<const K, T>>>
using concurrent_unordered_map =
    tbb::concurrent_unordered_map<K, T, Hash, Equal, Allocator>;
template <typename K, typename T, typename Hash = std::hash<K>,
          typename Equal = std::equal_to<K>,
          typename Allocator = std::allocator<std::pair<const K, T>>>
using concurrent_unordered_multimap =
    tbb::concurrent_unordered_multimap<K, T, Hash, Equal, Allocator>;
} // namespace Concurrency

#endif // AMP2HIP_MSVC_CONCURRENT_UNORDERED_MAP_H
