//===- hip_staging.h - Copies to and from pageable memory, staged ---------===//
//
// The HIP backend's pinned staging buffers: a few per device, each with an
// event recorded after the device copy that uses it. A host-to-device copy
// packs chunk i into a free buffer (several threads) while the device still
// copies chunk i-1 from another; it returns once every chunk is packed, so
// the caller's memory may change at once while the device copies go on. A
// device-to-host copy keeps the device copying into one buffer while the
// host unpacks another, and returns with the data in place.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_SRC_HIP_HIP_STAGING_H
#define AMP2HIP_SRC_HIP_HIP_STAGING_H

#include <hip/hip_runtime.h>

#include <amp2hip/detail/backend.h>

#include <cstddef>
#include <mutex>
#include <vector>

namespace amp2hip {
namespace detail {

class hip_staging {
public:
  /// Buffers of 16 MiB, 4 per device, unless AMP2HIP_STAGING_MIB and
  /// AMP2HIP_STAGING_BUFFERS say otherwise (for tuning on a new machine).
  hip_staging();

  /// Chunks start at this size and double: the device starts early.
  static constexpr std::size_t kFirstChunkBytes = std::size_t(2) << 20;
  /// Smaller copies go straight to HIP: staging would not pay off.
  static constexpr std::size_t kMinStagedBytes = std::size_t(1) << 20;

  /// Performs r (host_to_device or device_to_host, host side pageable) on
  /// r.queue through the staging buffers of the device. Returns false,
  /// doing nothing, if r is too small to be worth staging.
  bool copy(const copy_request &r);

private:
  struct buffer {
    void *host = nullptr;
    hipEvent_t done = nullptr;
    bool pending = false;
  };
  std::vector<buffer> &buffers_of(int device);
  void wait(buffer &b);

  std::size_t buffer_bytes_;
  int buffers_;
  std::mutex mutex_;
  std::vector<std::vector<buffer>> per_device_;
  std::vector<int> next_;
};

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_SRC_HIP_HIP_STAGING_H
