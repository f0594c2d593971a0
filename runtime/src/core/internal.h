//===- internal.h - Private declarations of the runtime core --------------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_SRC_CORE_INTERNAL_H
#define AMP2HIP_SRC_CORE_INTERNAL_H

#include <amp2hip/detail/coherence.h>

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

namespace amp2hip {
namespace detail {

/// A copy of `depth x height` rows of `width` bytes, repeated at the byte
/// offsets listed in `offsets` (one entry per iteration of the dimensions
/// that do not fit a 3-D strided copy).
struct copy_plan {
  std::size_t width = 0;
  std::size_t height = 1;
  std::size_t depth = 1;
  std::int64_t src_pitch = 0;
  std::int64_t src_slice_pitch = 0;
  std::int64_t dst_pitch = 0;
  std::int64_t dst_slice_pitch = 0;
  std::vector<std::int64_t> src_offsets;
  std::vector<std::int64_t> dst_offsets;
  std::uint64_t bytes = 0;
};

/// Plans a copy of a `rank`-dimensional block of count[d] elements per
/// dimension, where moving one step in dimension d moves src_stride[d] bytes
/// in the source and dst_stride[d] bytes in the destination. Dimensions that
/// are contiguous on both sides are folded into the row width.
copy_plan plan_copy(int rank, const std::int64_t *count, std::size_t elem_size,
                    const std::int64_t *src_stride,
                    const std::int64_t *dst_stride);

/// Runs a plan between two host buffers.
void run_host_copy(const copy_plan &plan, const void *src, void *dst);

/// Enqueues a plan on the backend. `host_registered`: the host side lies in
/// registered memory (copy_request::host_registered); `mapped`: a device
/// side is CPU shared memory (copy_request::mapped).
void run_backend_copy(const copy_plan &plan, copy_kind kind, int src_device,
                      const void *src, int dst_device, void *dst,
                      queue_handle queue, bool host_registered = false,
                      bool mapped = false);

/// Adds one transfer of `bytes` bytes to the counters.
void count_transfer(copy_kind kind, std::uint64_t bytes);

/// Counts a host access slow-path entry.
void count_host_slow_path();

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_SRC_CORE_INTERNAL_H
