//===- amp2hip/msvc/concurrent_vector.h - PPL's concurrent_vector ---------===//
//
// Concurrency::concurrent_vector<T> is oneTBB's concurrent_vector (link with
// -ltbb): push_back, grow_by, grow_to_at_least, operator[], size and
// iteration are safe while other threads append, as in PPL.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CONCURRENT_VECTOR_H
#define AMP2HIP_MSVC_CONCURRENT_VECTOR_H

#include <amp2hip/msvc/ppl_core.h>
#include <tbb/concurrent_vector.h>

namespace Concurrency {
template <typename T, typename Allocator = tbb::cache_aligned_allocator<T>>
using concurrent_vector = tbb::concurrent_vector<T, Allocator>;
} // namespace Concurrency

#endif // AMP2HIP_MSVC_CONCURRENT_VECTOR_H
