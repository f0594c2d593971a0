//===- amp2hip/detail/backend.h - Device backend interface ----------------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
// The coherence engine talks to devices only through this interface. The HIP
// backend (runtime/src/hip) implements it with the HIP API; unit tests
// implement it with host memory standing in for device memory.
//
// The program links exactly one definition of default_backend(): the HIP
// backend's, or a test's.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_BACKEND_H
#define AMP2HIP_DETAIL_BACKEND_H

#include <cstddef>
#include <string>
#include <vector>

namespace amp2hip {
namespace detail {

/// An in-order queue of device work (a HIP stream). Null is never a valid
/// queue handle returned by create_queue.
using queue_handle = void *;
/// A point in a queue (a HIP event): reached once the work enqueued before
/// it has completed.
using marker_handle = void *;

enum class copy_kind { host_to_device, device_to_host, device_to_device };

/// A strided copy of depth x height rows of width_bytes each. Row r of slice
/// s starts at src + s * src_slice_pitch + r * src_pitch (likewise for dst).
/// Copies are enqueued on `queue` and may complete asynchronously; a copy
/// into host memory is complete once the queue has been synchronized. A
/// backend may finish a copy into host memory before copy() returns (the
/// HIP backend does for copies staged through its pinned buffers). The
/// engine treats host memory read by a copy as in use until the queue has
/// been synchronized, although staged copies are done with it at return.
/// With host_registered, the host side lies in memory that register_host
/// page-locked: the backend copies it directly, without staging.
struct copy_request {
  copy_kind kind = copy_kind::host_to_device;
  int src_device = -1; ///< -1 for host memory
  int dst_device = -1; ///< -1 for host memory
  const void *src = nullptr;
  void *dst = nullptr;
  std::size_t width_bytes = 0;
  std::size_t height = 1;
  std::size_t depth = 1;
  std::size_t src_pitch = 0;
  std::size_t src_slice_pitch = 0;
  std::size_t dst_pitch = 0;
  std::size_t dst_slice_pitch = 0;
  queue_handle queue = nullptr;
  bool host_registered = false;
  /// A device side is CPU shared memory (allocate_shared: host memory the
  /// device maps): copied as memory of any kind, never as peer memory.
  bool mapped = false;
};

struct device_properties {
  std::string name;
  std::size_t memory_bytes = 0;
  /// Shared memory a block may use (hc's get_max_tile_static_size).
  std::size_t tile_static_bytes = 0;
  int version_major = 0;
  int version_minor = 0;
  bool is_emulated = false;
  /// Compute units (multiprocessors), hc's get_cu_count.
  int compute_units = 0;
  /// The other devices whose memory this one can reach directly (peers).
  std::vector<int> peers;
  /// Whether kernels on this device can reach page-locked host memory
  /// (allocate_shared): C++ AMP's supports_cpu_shared_memory.
  bool maps_host_memory = false;
  /// Whether the device shares the host's memory (an APU): there, memory
  /// both reach is as fast as the device's own.
  bool integrated = false;
};

class backend {
public:
  virtual ~backend() = default;

  virtual int device_count() = 0;
  virtual device_properties properties(int device) = 0;

  /// Device memory. allocate throws Concurrency::out_of_memory (or
  /// runtime_exception) on failure and never returns null for bytes > 0.
  virtual void *allocate(int device, std::size_t bytes) = 0;
  virtual void deallocate(int device, void *ptr) noexcept = 0;

  /// Memory that the host and `device` both reach (C++ AMP's CPU shared
  /// memory, for arrays with CPU access): returns its host address and sets
  /// *device_address to the device's address of it. Throws as allocate
  /// does; returns null where the device has no such memory (the default).
  virtual void *allocate_shared(int, std::size_t, void **) { return nullptr; }
  virtual void deallocate_shared(int, void *) noexcept {}

  virtual queue_handle create_queue(int device) = 0;
  /// A queue whose work the device prefers (priority 0) or defers (2) to
  /// that of others (1, create_queue's). The default ignores the priority.
  virtual queue_handle create_queue_with_priority(int device, int) {
    return create_queue(device);
  }
  virtual void destroy_queue(int device, queue_handle queue) noexcept = 0;

  /// Enqueues a copy on request.queue.
  virtual void copy(const copy_request &request) = 0;

  /// Page-locks [ptr, ptr + bytes) of host memory (hipHostRegister), so
  /// that copies from and to it run at the bus's speed. Returns false,
  /// leaving nothing behind, where the memory cannot be registered (the
  /// default). The core never registers two overlapping ranges.
  virtual bool register_host(void *, std::size_t) { return false; }
  /// Undoes register_host(ptr, ...). The core has waited for every copy
  /// that used the memory.
  virtual void unregister_host(void *) noexcept {}
  /// Work enqueued on `waiter` after this call runs after all work enqueued
  /// on `waited` before it (no host blocking).
  virtual void queue_wait(queue_handle waiter, queue_handle waited) = 0;
  /// Blocks the host until all work enqueued on the queue has completed.
  virtual void synchronize(queue_handle queue) = 0;
  /// Asks the device to start queued work (a hint).
  virtual void flush(queue_handle) {}

  /// A marker after the work enqueued on `queue` so far. The default
  /// waits for that work and returns null (a marker that is reached).
  virtual marker_handle record_marker(queue_handle queue) {
    synchronize(queue);
    return nullptr;
  }
  /// Blocks the host until the marker is reached (null: at once).
  virtual void wait_marker(marker_handle) {}
  /// True once the marker is reached.
  virtual bool marker_reached(marker_handle) { return true; }
  virtual void destroy_marker(marker_handle) noexcept {}

  /// Host emulation only (AMP2HIP_HOST_EMULATION): a kernel is about to run
  /// on `queue`, where the HIP build would launch it. A test backend may
  /// fail it as a launch fails (the HIP build launches in the headers).
  virtual void emulated_launch(queue_handle) {}
};

/// The backend of this program. Defined by the HIP backend or by a test.
backend &default_backend();

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_BACKEND_H
