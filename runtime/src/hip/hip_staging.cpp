//===- hip_staging.cpp - Copies to and from pageable memory, staged -------===//
#include "hip_staging.h"

#include "hip_common.h"

#include <amp2hip/detail/staging.h>

#include <cstdlib>

namespace amp2hip {
namespace detail {
namespace {

long env_number(const char *name, long fallback, long lo, long hi) {
  const char *v = std::getenv(name);
  if (!v || !*v)
    return fallback;
  const long n = std::strtol(v, nullptr, 10);
  return n < lo || n > hi ? fallback : n;
}

} // namespace

hip_staging::hip_staging()
    : buffer_bytes_(static_cast<std::size_t>(
                        env_number("AMP2HIP_STAGING_MIB", 16, 1, 256))
                    << 20),
      buffers_(
          static_cast<int>(env_number("AMP2HIP_STAGING_BUFFERS", 4, 2, 64))) {}

std::vector<hip_staging::buffer> &hip_staging::buffers_of(int device) {
  if (per_device_.size() <= static_cast<std::size_t>(device)) {
    per_device_.resize(static_cast<std::size_t>(device) + 1);
    next_.resize(static_cast<std::size_t>(device) + 1, 0);
  }
  std::vector<buffer> &v = per_device_[static_cast<std::size_t>(device)];
  if (v.empty()) {
    // Events belong to a device; the pinned memory serves every device.
    device_guard guard(device);
    v.resize(buffers_);
    for (buffer &b : v) {
      hip_check(hipHostMalloc(&b.host, buffer_bytes_, hipHostMallocPortable),
                "hipHostMalloc of a staging buffer failed");
      hip_check(hipEventCreateWithFlags(&b.done, hipEventDisableTiming),
                "hipEventCreateWithFlags failed");
    }
  }
  return v;
}

void hip_staging::wait(buffer &b) {
  if (b.pending)
    hip_check(hipEventSynchronize(b.done), "waiting for a staged copy failed");
  b.pending = false;
}

bool hip_staging::copy(const copy_request &r) {
  if (r.width_bytes * r.height * r.depth < kMinStagedBytes)
    return false;
  const bool to_device = r.kind == copy_kind::host_to_device;
  const int device = to_device ? r.dst_device : r.src_device;
  const std::vector<staged_chunk> chunks =
      plan_staged_chunks(r, buffer_bytes_, kFirstChunkBytes);
  const unsigned threads = default_copy_threads();
  hipStream_t s = static_cast<hipStream_t>(r.queue);
  const char *src = static_cast<const char *>(r.src);
  char *dst = static_cast<char *>(r.dst);

  std::lock_guard<std::mutex> lock(mutex_);
  device_guard guard(device);
  std::vector<buffer> &bufs = buffers_of(device);
  int &next = next_[static_cast<std::size_t>(device)];
  // The device side of a chunk, from or to the packed rows of a buffer.
  auto device_copy = [&](const staged_chunk &c, void *packed) {
    if (to_device) {
      if (c.rows == 1)
        return hipMemcpyAsync(dst + c.dst_offset, packed, c.width,
                              hipMemcpyHostToDevice, s);
      return hipMemcpy2DAsync(dst + c.dst_offset, c.dst_pitch, packed, c.width,
                              c.width, c.rows, hipMemcpyHostToDevice, s);
    }
    if (c.rows == 1)
      return hipMemcpyAsync(packed, src + c.src_offset, c.width,
                            hipMemcpyDeviceToHost, s);
    return hipMemcpy2DAsync(packed, c.width, src + c.src_offset, c.src_pitch,
                            c.width, c.rows, hipMemcpyDeviceToHost, s);
  };

  if (to_device) {
    for (const staged_chunk &c : chunks) {
      buffer &b = bufs[static_cast<std::size_t>(next)];
      next = (next + 1) % buffers_;
      wait(b);
      parallel_host_copy(b.host, c.width, src + c.src_offset, c.src_pitch,
                         c.width, c.rows, threads);
      hip_check(device_copy(c, b.host), "staged host-to-device copy failed");
      hip_check(hipEventRecord(b.done, s), "hipEventRecord failed");
      b.pending = true;
    }
    return true;
  }

  // Device to host: chunk i lands in buffer i % buffers_; it is unpacked
  // before the buffer takes chunk i + buffers_, and at the end.
  std::vector<const staged_chunk *> held(buffers_, nullptr);
  auto unpack = [&](int i) {
    buffer &b = bufs[static_cast<std::size_t>(i)];
    wait(b);
    if (const staged_chunk *c = held[static_cast<std::size_t>(i)])
      parallel_host_copy(dst + c->dst_offset, c->dst_pitch, b.host, c->width,
                         c->width, c->rows, threads);
    held[static_cast<std::size_t>(i)] = nullptr;
  };
  for (const staged_chunk &c : chunks) {
    unpack(next);
    buffer &b = bufs[static_cast<std::size_t>(next)];
    hip_check(device_copy(c, b.host), "staged device-to-host copy failed");
    hip_check(hipEventRecord(b.done, s), "hipEventRecord failed");
    b.pending = true;
    held[static_cast<std::size_t>(next)] = &c;
    next = (next + 1) % buffers_;
  }
  // Unpack what is left, oldest first.
  for (int k = 0; k < buffers_; ++k)
    unpack((next + k) % buffers_);
  return true;
}

} // namespace detail
} // namespace amp2hip
