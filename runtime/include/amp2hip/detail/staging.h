//===- amp2hip/detail/staging.h - Planning copies through staging ---------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
// Copies between pageable host memory and a device run at a fraction of the
// bus's speed: the driver stages them itself, one thread at a time. The HIP
// backend instead packs the host side into pinned buffers of its own (with
// several threads) and lets the device copy from or to those, one chunk per
// buffer, so that packing chunk i+1 overlaps the transfer of chunk i. This
// header holds the parts that need no HIP: cutting a strided copy into
// chunks that fit a buffer, and the multi-threaded host copy.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_STAGING_H
#define AMP2HIP_DETAIL_STAGING_H

#include <amp2hip/detail/backend.h>

#include <cstddef>
#include <vector>

namespace amp2hip {
namespace detail {

/// One chunk of a strided copy: `rows` rows of `width` bytes. Row r starts
/// at src_offset + r * src_pitch on the source side and at dst_offset + r *
/// dst_pitch on the destination side; in the staging buffer the rows are
/// packed (pitch `width`), starting at offset 0.
struct staged_chunk {
  std::size_t src_offset = 0;
  std::size_t dst_offset = 0;
  std::size_t width = 0;
  std::size_t rows = 1;
  std::size_t src_pitch = 0;
  std::size_t dst_pitch = 0;
  std::size_t bytes() const { return width * rows; }
};

/// Cuts the copy described by r (its width, height, depth and pitches; not
/// its pointers) into chunks of at most buffer_bytes bytes each. Whole rows
/// of one slice are grouped; a row longer than a chunk is cut into pieces.
/// With first_bytes > 0 the chunks start at that size and double up to
/// buffer_bytes, so that the device starts copying early.
std::vector<staged_chunk> plan_staged_chunks(const copy_request &r,
                                             std::size_t buffer_bytes,
                                             std::size_t first_bytes = 0);

/// Copies `rows` rows of `width` bytes between host buffers (row r at
/// src + r * src_pitch to dst + r * dst_pitch), splitting the work among
/// up to `threads` threads (the caller's included) when it is large.
void parallel_host_copy(void *dst, std::size_t dst_pitch, const void *src,
                        std::size_t src_pitch, std::size_t width,
                        std::size_t rows, unsigned threads);

/// The number of threads parallel_host_copy uses by default on this machine.
unsigned default_copy_threads();

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_STAGING_H
