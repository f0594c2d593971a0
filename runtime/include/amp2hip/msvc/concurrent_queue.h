//===- amp2hip/msvc/concurrent_queue.h - PPL's concurrent_queue -----------===//
//
// Concurrency::concurrent_queue<T> is oneTBB's concurrent_queue (link with
// -ltbb): push, try_pop, empty, unsafe_size, unsafe_begin/unsafe_end and
// clear have PPL's meaning.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CONCURRENT_QUEUE_H
#define AMP2HIP_MSVC_CONCURRENT_QUEUE_H

#include <amp2hip/msvc/ppl_core.h>
#include <tbb/concurrent_queue.h>

namespace Concurrency {
template <typename T, typename Allocator = tbb::cache_aligned_allocator<T>>
using concurrent_queue = tbb::concurrent_queue<T, Allocator>;
} // namespace Concurrency

#endif // AMP2HIP_MSVC_CONCURRENT_QUEUE_H
