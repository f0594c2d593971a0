//===- amp2hip/detail/coherence.h - The coherence engine's interface ------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
// Every array_view belongs to one data source (a control block): host memory
// wrapped by a top-level array_view, an array, or an unbound array_view. A
// source records, for each place (0 = host, d + 1 = device d), the boxes of
// its root index space that are valid there. Views describe themselves to the
// engine by their geometry (byte offset, element size, extent, strides); the
// engine derives the region they cover and moves data lazily.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_COHERENCE_H
#define AMP2HIP_DETAIL_COHERENCE_H

#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/box.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace amp2hip {

/// Counts of the copies performed by the coherence engine and by copy(). One
/// box copied between two places is one transfer, however many backend calls
/// it takes.
struct transfer_stats {
  std::uint64_t host_to_device_count = 0;
  std::uint64_t host_to_device_bytes = 0;
  std::uint64_t device_to_host_count = 0;
  std::uint64_t device_to_host_bytes = 0;
  std::uint64_t device_to_device_count = 0;
  std::uint64_t device_to_device_bytes = 0;
};

transfer_stats get_transfer_stats();
void reset_transfer_stats();

namespace detail {

/// The part of a source that views touch inline: the generation counter
/// (bumped whenever the validity of any part of the source changes) and the
/// intrusive reference count (one per view object on the host).
struct source_header {
  std::atomic<std::uint64_t> generation{1};
  std::atomic<long> refs{1};
  std::size_t bytes = 0; ///< The root's size (AMP2HIP_ROBUST_ACCESS bounds).
};

/// Access modes. access_write alone means the old contents are not needed
/// (nothing is copied in); access_read_write copies in what is missing.
enum access_mode : unsigned char {
  access_none = 0,
  access_read = 1,
  access_write = 2,
  access_read_write = 3,
};

/// Where a view lies in its source: view element (i0, ..., iN-1) is at byte
/// byte_offset + elem_size * sum(i_k * stride[k]) of the root.
struct view_geometry {
  std::size_t byte_offset = 0;
  std::size_t elem_size = 0;
  int rank = 0;
  int extent[kMaxRank] = {};
  std::int64_t stride[kMaxRank] = {};
};

// Sources. Each starts with one reference, owned by the caller.

/// Host memory owned by the user; valid on the host only.
source_header *create_host_source(void *host, std::size_t elem_size, int rank,
                                  const int *extent);
/// No data anywhere yet; memory is allocated where the data is first used.
source_header *create_unbound_source(std::size_t elem_size, int rank,
                                     const int *extent);
/// An array: memory on `device` (or on the host for device == -1), contents
/// undefined until written. `home_queue` is the queue of the array's
/// accelerator_view (null: the device's default queue), where a launch that
/// names no accelerator_view and uses the array runs; `keep_queue` keeps
/// that queue's owner alive as long as the source. `cpu_shared`: memory the
/// host reaches too (an array with CPU access; backend::allocate_shared).
source_header *create_array_source(int device, std::size_t elem_size, int rank,
                                   const int *extent,
                                   queue_handle home_queue = nullptr,
                                   std::shared_ptr<void> keep_queue = nullptr,
                                   bool cpu_shared = false);

/// An array on device memory the program owns (hc's array constructor over
/// an accelerator pointer from am_alloc or hipMalloc): never freed here, and
/// exposed (expose_device) from the start.
source_header *create_array_source_over(void *device_memory, int device,
                                        std::size_t elem_size, int rank,
                                        const int *extent,
                                        queue_handle home_queue = nullptr,
                                        std::shared_ptr<void> keep_queue =
                                            nullptr);

/// Called when the last reference goes away: copies pending device writes of
/// host memory sources home (errors are swallowed) and frees the memory.
void destroy_source(source_header *source) noexcept;

inline void retain(source_header *source) noexcept {
  source->refs.fetch_add(1, std::memory_order_relaxed);
}
inline void release(source_header *source) noexcept {
  if (source->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
    destroy_source(source);
}

/// The place that owns the data of a source: -1 for the host, else a device.
int source_home_device(const source_header *source);
bool source_is_host_backed(const source_header *source);
bool source_is_array(const source_header *source);
/// An array in CPU shared memory (create_array_source's cpu_shared).
bool source_is_cpu_shared(const source_header *source);
/// The queue of an array's accelerator_view (null for other sources and for
/// arrays on the CPU accelerator).
queue_handle source_home_queue(const source_header *source);

/// Host access slow path: makes the view's region valid on the host for
/// `mode`, waiting for the device where needed. Returns the host base address
/// of the root and stores in *granted the generation at which access holds.
void *acquire_host(source_header *source, const view_geometry &view,
                   access_mode mode, std::uint64_t *granted);

/// Makes the region valid on `device` for `mode`, enqueueing copies on
/// `queue`; never blocks the host. Returns the device base address of the
/// root. Writes make the device the only holder of the region. With
/// `array_itself` (an array captured by reference, not a view of it) the
/// source must be an array of `device`: C++ AMP runs no kernel on an array
/// of another accelerator, while its views are copied where they are used.
void *acquire_device(source_header *source, const view_geometry &view,
                     access_mode mode, int device, queue_handle queue,
                     bool array_itself = false);

/// hc's accelerator_pointer(): the program is about to use the source's
/// memory on `device` by address, where the engine cannot see it. Makes the
/// whole root valid there only (copies enqueued on `queue`) and returns its
/// device base address. From then on the source is exposed: every launch on
/// `device` binds it for reading and writing (bind_exposed), so the host
/// copy is fetched again after a kernel that may have written it.
void *expose_device(source_header *source, int device, queue_handle queue);
/// Binds every exposed source of `device` for a launch on `queue`.
void bind_exposed(int device, queue_handle queue);
/// The exposed source whose memory on `device` holds `bytes` bytes at
/// `device_memory` (one reference for the caller, and the byte offset of the
/// address in the root in *offset), or null. An address inside a source
/// whose memory ends before `bytes` throws runtime_exception.
source_header *find_exposed(const void *device_memory, int device,
                            std::size_t bytes, std::size_t *offset);

/// The region becomes valid nowhere (only exact regions; others: no-op).
void discard(source_header *source, const view_geometry &view);

/// The host copy of the region was changed outside the runtime: cached
/// device copies of the region are dropped. No-op for arrays and unbound
/// sources.
void refresh(source_header *source, const view_geometry &view);

/// Copies the view's elements into dense row-major memory at dst. Returns
/// false (doing nothing) if the view is not a box of its root.
bool read_region(source_header *source, const view_geometry &view, void *dst);
/// Overwrites the view's elements from dense row-major memory at src.
/// Returns false (doing nothing) if the view is not a box of its root.
bool write_region(source_header *source, const view_geometry &view,
                  const void *src);
/// Device-to-device copy between two views of equal shape when the source
/// region is valid on a device (the destination's home device or a peer).
/// Returns false (doing nothing) when that is not possible, true once the
/// copy has completed. read_region and write_region also return only once
/// their copies have completed.
bool copy_region_on_device(source_header *src, const view_geometry &src_view,
                           source_header *dst, const view_geometry &dst_view);

// Devices and queues (the core's view of the backend).

int device_count();
device_properties get_device_properties(int device);
/// The queue of the default accelerator_view of a device (created once).
queue_handle default_queue(int device);
queue_handle create_queue(int device);
/// A queue of the given hc priority (0 high, 1 normal, 2 low).
queue_handle create_queue_with_priority(int device, int priority);
void destroy_queue(int device, queue_handle queue) noexcept;
void synchronize_queue(queue_handle queue);
void flush_queue(queue_handle queue);
/// A marker after the work enqueued on `queue` so far (null: reached).
marker_handle record_marker(queue_handle queue);
/// Blocks until the marker is reached.
void wait_marker(marker_handle marker);
bool marker_reached(marker_handle marker);
void destroy_marker(marker_handle marker) noexcept;

/// The launch scope of parallel_for_each: while one is active on a thread,
/// array_view copies made on the host on that thread bind to its device.
class launch_scope {
public:
  launch_scope(int device, queue_handle queue);
  /// A selecting scope binds nothing: the views copied while it is active
  /// are only noted, to find the accelerator_view of the arrays a kernel
  /// uses (where a launch that names none runs).
  struct select_tag {};
  explicit launch_scope(select_tag);
  ~launch_scope();
  launch_scope(const launch_scope &) = delete;
  launch_scope &operator=(const launch_scope &) = delete;

  /// Acquires the view's region on the launch's device; returns the device
  /// base address of the root. `array_itself`: as for acquire_device.
  void *bind(source_header *source, const view_geometry &view,
             access_mode mode, bool array_itself = false);
  int device() const { return device_; }
  queue_handle queue() const { return queue_; }
  /// Number of views bound so far.
  int bound_count() const { return bound_; }

  bool selecting() const { return selecting_; }
  /// Selecting: notes the source of a view copied in the scope. The first
  /// array on a GPU gives device() and queue(); an array of another GPU
  /// after it gives other_device().
  void note(source_header *source);
  /// Selecting: whether an array on a GPU was noted.
  bool selected() const { return selected_; }
  /// Selecting: a second GPU whose array was noted, else -1.
  int other_device() const { return other_; }

private:
  launch_scope *previous_;
  int device_;
  queue_handle queue_;
  int bound_ = 0;
  bool selecting_ = false;
  bool selected_ = false;
  int other_ = -1;
};

/// The innermost active launch scope of this thread, or null.
launch_scope *active_launch_scope() noexcept;

// Test hooks.

/// Number of host access slow-path entries since the last reset.
std::uint64_t host_slow_path_entries();
void reset_host_slow_path_entries();
/// Write-backs to host memory that failed when the last view of a source
/// went away (destructors do not throw; each is reported on stderr).
std::uint64_t lost_write_backs();
/// True if the whole region of the view is valid at `device` (-1: host).
bool region_valid_at(source_header *source, const view_geometry &view,
                     int device);

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_COHERENCE_H
