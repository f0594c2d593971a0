//===- host_registry.h - Registered (page-locked) host ranges -------------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
// The process's record of the host ranges that sources use for transfers
// and of those page-locked through the backend (see
// amp2hip/detail/host_registration.h). A source attaches its host memory
// once, before its first transfer, and detaches when it is destroyed; each
// copy to or from that memory asks begin_transfer whether it may use
// registered memory and, if so, reports the queue it used to end_transfer.
// A marker recorded there lets an eviction wait for the copies before the
// memory is unregistered.
//
// Lock order: a source's mutex, then the registry's, then the backend's.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_SRC_CORE_HOST_REGISTRY_H
#define AMP2HIP_SRC_CORE_HOST_REGISTRY_H

#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/host_registration.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace amp2hip {
namespace detail {

/// A host range that sources use. Private to the registry but for its
/// identity, which sources hold.
struct host_range {
  std::uintptr_t lo = 0, hi = 0;
  int holders = 0;
  /// Bytes moved to or from the range since it was tracked or evicted.
  std::uint64_t moved = 0;
  bool registered = false;
  /// The backend refused it once: not asked again while it is tracked.
  bool refused = false;
  /// Copies between begin_transfer and end_transfer: not evicted then.
  int busy = 0;
  std::uint64_t last_used = 0;
  /// The latest marker after a copy that used the registration, per queue.
  std::vector<std::pair<queue_handle, marker_handle>> markers;

  std::uint64_t bytes() const { return hi - lo; }
};

class host_registry {
public:
  /// A source's host memory [host, host + bytes) takes part. Returns the
  /// range it shares (one that contains it, or a new one), or null where
  /// the memory is too small to be ever registered.
  host_range *attach(const void *host, std::size_t bytes);
  /// The source is gone: the last holder of a range unregisters it (after
  /// waiting for the copies that used it) and forgets it, or, where a copy
  /// of another source is being enqueued with it, that copy's end_transfer.
  void detach(host_range *range) noexcept;

  /// A copy of `bytes` to or from the range is about to be enqueued.
  /// Returns the registered range it may use directly (the range itself,
  /// registered now or before, or a registered range that contains it), or
  /// null: the copy goes the pageable way. A non-null result must be given
  /// to end_transfer once the copy is enqueued, or has failed.
  host_range *begin_transfer(host_range *range, std::size_t bytes);
  /// The copies that began with begin_transfer were enqueued on `queue`
  /// (or failed part way). Records a marker after them; if that fails,
  /// waits for the queue and throws the marker's error.
  void end_transfer(host_range *used, queue_handle queue);

  registration_settings settings();
  void set_settings(const registration_settings &settings);
  registration_stats stats();

private:
  // The caller holds mutex_.
  void unregister_locked(host_range &range) noexcept;
  /// Unregisters the range and forgets it.
  void remove_locked(host_range *range) noexcept;
  bool make_room_locked(std::uint64_t bytes);
  host_range *registered_container_locked(const host_range &range);
  bool overlaps_registered_locked(const host_range &range) const;

  std::mutex mutex_;
  bool configured_ = false;
  registration_settings settings_;
  std::vector<std::unique_ptr<host_range>> ranges_;
  std::uint64_t clock_ = 0;
  registration_stats stats_;
};

/// The registry of this process.
host_registry &registry_of_host_ranges();

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_SRC_CORE_HOST_REGISTRY_H
