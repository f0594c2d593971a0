//===- copy_plan.cpp - Strided copies of boxes ----------------------------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
//===----------------------------------------------------------------------===//
#include "internal.h"

#include <cstring>

namespace amp2hip {
namespace detail {

copy_plan plan_copy(int rank, const std::int64_t *count, std::size_t elem_size,
                    const std::int64_t *src_stride,
                    const std::int64_t *dst_stride) {
  copy_plan plan;
  // Dimensions of size 1 do not matter; a dimension of size 0 empties it.
  int dims[kMaxRank];
  int n = 0;
  for (int d = 0; d < rank; ++d) {
    if (count[d] <= 0)
      return plan;
    if (count[d] != 1)
      dims[n++] = d;
  }
  std::int64_t width = static_cast<std::int64_t>(elem_size);
  std::uint64_t total = elem_size;
  for (int i = 0; i < n; ++i)
    total *= static_cast<std::uint64_t>(count[dims[i]]);
  plan.bytes = total;

  // Fold the innermost dimensions while rows are adjacent on both sides.
  int k = n - 1;
  while (k >= 0 && src_stride[dims[k]] == width &&
         dst_stride[dims[k]] == width) {
    width *= count[dims[k]];
    --k;
  }
  plan.width = static_cast<std::size_t>(width);
  if (k >= 0) {
    plan.height = static_cast<std::size_t>(count[dims[k]]);
    plan.src_pitch = src_stride[dims[k]];
    plan.dst_pitch = dst_stride[dims[k]];
    --k;
  }
  if (k >= 0) {
    plan.depth = static_cast<std::size_t>(count[dims[k]]);
    plan.src_slice_pitch = src_stride[dims[k]];
    plan.dst_slice_pitch = dst_stride[dims[k]];
    --k;
  }
  // Dimensions dims[0..k] are iterated.
  int outer = k + 1;
  std::int64_t idx[kMaxRank] = {};
  for (;;) {
    std::int64_t so = 0, dso = 0;
    for (int i = 0; i < outer; ++i) {
      so += idx[i] * src_stride[dims[i]];
      dso += idx[i] * dst_stride[dims[i]];
    }
    plan.src_offsets.push_back(so);
    plan.dst_offsets.push_back(dso);
    int i = outer - 1;
    while (i >= 0 && ++idx[i] == count[dims[i]]) {
      idx[i] = 0;
      --i;
    }
    if (i < 0)
      break;
  }
  return plan;
}

void run_host_copy(const copy_plan &plan, const void *src, void *dst) {
  const char *s = static_cast<const char *>(src);
  char *d = static_cast<char *>(dst);
  for (std::size_t i = 0; i < plan.src_offsets.size(); ++i) {
    for (std::size_t z = 0; z < plan.depth; ++z) {
      for (std::size_t y = 0; y < plan.height; ++y) {
        std::int64_t so = plan.src_offsets[i] +
                          static_cast<std::int64_t>(z) * plan.src_slice_pitch +
                          static_cast<std::int64_t>(y) * plan.src_pitch;
        std::int64_t dso = plan.dst_offsets[i] +
                           static_cast<std::int64_t>(z) * plan.dst_slice_pitch +
                           static_cast<std::int64_t>(y) * plan.dst_pitch;
        std::memmove(d + dso, s + so, plan.width);
      }
    }
  }
}

void run_backend_copy(const copy_plan &plan, copy_kind kind, int src_device,
                      const void *src, int dst_device, void *dst,
                      queue_handle queue, bool host_registered, bool mapped) {
  backend &be = default_backend();
  const char *s = static_cast<const char *>(src);
  char *d = static_cast<char *>(dst);
  for (std::size_t i = 0; i < plan.src_offsets.size(); ++i) {
    copy_request r;
    r.kind = kind;
    r.src_device = src_device;
    r.dst_device = dst_device;
    r.src = s + plan.src_offsets[i];
    r.dst = d + plan.dst_offsets[i];
    r.width_bytes = plan.width;
    r.height = plan.height;
    r.depth = plan.depth;
    r.src_pitch = static_cast<std::size_t>(plan.src_pitch);
    r.src_slice_pitch = static_cast<std::size_t>(plan.src_slice_pitch);
    r.dst_pitch = static_cast<std::size_t>(plan.dst_pitch);
    r.dst_slice_pitch = static_cast<std::size_t>(plan.dst_slice_pitch);
    r.queue = queue;
    r.host_registered = host_registered;
    r.mapped = mapped;
    be.copy(r);
  }
}

} // namespace detail
} // namespace amp2hip
