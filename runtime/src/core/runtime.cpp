//===- runtime.cpp - Devices, queues, launch scopes and counters ----------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
//===----------------------------------------------------------------------===//
#include "internal.h"

#include <amp2hip/detail/exceptions.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace amp2hip {
namespace {

struct counters {
  std::atomic<std::uint64_t> h2d_count{0}, h2d_bytes{0};
  std::atomic<std::uint64_t> d2h_count{0}, d2h_bytes{0};
  std::atomic<std::uint64_t> d2d_count{0}, d2d_bytes{0};
  std::atomic<std::uint64_t> slow_path{0};
};

counters &stats() {
  static counters c;
  return c;
}

} // namespace

transfer_stats get_transfer_stats() {
  counters &c = stats();
  transfer_stats s;
  s.host_to_device_count = c.h2d_count.load();
  s.host_to_device_bytes = c.h2d_bytes.load();
  s.device_to_host_count = c.d2h_count.load();
  s.device_to_host_bytes = c.d2h_bytes.load();
  s.device_to_device_count = c.d2d_count.load();
  s.device_to_device_bytes = c.d2d_bytes.load();
  return s;
}

void reset_transfer_stats() {
  counters &c = stats();
  c.h2d_count = 0;
  c.h2d_bytes = 0;
  c.d2h_count = 0;
  c.d2h_bytes = 0;
  c.d2d_count = 0;
  c.d2d_bytes = 0;
}

namespace detail {

void count_transfer(copy_kind kind, std::uint64_t bytes) {
  counters &c = stats();
  switch (kind) {
  case copy_kind::host_to_device:
    c.h2d_count.fetch_add(1);
    c.h2d_bytes.fetch_add(bytes);
    break;
  case copy_kind::device_to_host:
    c.d2h_count.fetch_add(1);
    c.d2h_bytes.fetch_add(bytes);
    break;
  case copy_kind::device_to_device:
    c.d2d_count.fetch_add(1);
    c.d2d_bytes.fetch_add(bytes);
    break;
  }
}

void count_host_slow_path() {
  stats().slow_path.fetch_add(1, std::memory_order_relaxed);
}

std::uint64_t host_slow_path_entries() { return stats().slow_path.load(); }
void reset_host_slow_path_entries() { stats().slow_path = 0; }

namespace {

struct device_registry {
  std::mutex mutex;
  bool counted = false;
  int count = 0;
  std::vector<queue_handle> default_queues;
  std::vector<std::unique_ptr<device_properties>> properties;
};

device_registry &registry() {
  // Never destroyed: default queues live as long as the process, and
  // destroying them after the device runtime has shut down is unsafe.
  static device_registry *r = new device_registry;
  return *r;
}

void check_device(int device) {
  if (device < 0 || device >= device_count())
    throw Concurrency::runtime_exception("amp2hip: no such device",
                                         Concurrency::detail::kErrorInvalidArg);
}

thread_local launch_scope *tls_scope = nullptr;

} // namespace

int device_count() {
  device_registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  if (!r.counted) {
    r.count = default_backend().device_count();
    if (r.count < 0)
      r.count = 0;
    r.default_queues.assign(static_cast<std::size_t>(r.count), nullptr);
    r.properties.resize(static_cast<std::size_t>(r.count));
    r.counted = true;
  }
  return r.count;
}

device_properties get_device_properties(int device) {
  check_device(device);
  device_registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::unique_ptr<device_properties> &p =
      r.properties[static_cast<std::size_t>(device)];
  if (!p)
    p = std::make_unique<device_properties>(
        default_backend().properties(device));
  return *p;
}

queue_handle default_queue(int device) {
  check_device(device);
  device_registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  queue_handle &q = r.default_queues[static_cast<std::size_t>(device)];
  if (!q)
    q = default_backend().create_queue(device);
  return q;
}

queue_handle create_queue(int device) {
  check_device(device);
  return default_backend().create_queue(device);
}

queue_handle create_queue_with_priority(int device, int priority) {
  check_device(device);
  return default_backend().create_queue_with_priority(device, priority);
}

void destroy_queue(int device, queue_handle queue) noexcept {
  if (queue)
    default_backend().destroy_queue(device, queue);
}

void synchronize_queue(queue_handle queue) {
  if (queue)
    default_backend().synchronize(queue);
}

void flush_queue(queue_handle queue) {
  if (queue)
    default_backend().flush(queue);
}

marker_handle record_marker(queue_handle queue) {
  return queue ? default_backend().record_marker(queue) : nullptr;
}

void wait_marker(marker_handle marker) {
  if (marker)
    default_backend().wait_marker(marker);
}

bool marker_reached(marker_handle marker) {
  return !marker || default_backend().marker_reached(marker);
}

void destroy_marker(marker_handle marker) noexcept {
  if (marker)
    default_backend().destroy_marker(marker);
}

launch_scope::launch_scope(int device, queue_handle queue)
    : previous_(tls_scope), device_(device), queue_(queue) {
  // Memory the program uses by address (hc's accelerator_pointer) may be
  // read and written by any kernel of its device. Before the scope is
  // entered: this may throw.
  bind_exposed(device, queue);
  tls_scope = this;
}

launch_scope::launch_scope(select_tag)
    : previous_(tls_scope), device_(-1), queue_(nullptr), selecting_(true) {
  tls_scope = this;
}

launch_scope::~launch_scope() { tls_scope = previous_; }

void launch_scope::note(source_header *source) {
  if (!selecting_ || !source || !source_is_array(source))
    return;
  const int device = source_home_device(source);
  if (device < 0)
    return; // an array on the CPU accelerator: its data moves to the GPU
  if (!selected_) {
    selected_ = true;
    device_ = device;
    queue_ = source_home_queue(source);
  } else if (device != device_ && other_ < 0) {
    other_ = device;
  }
}

void *launch_scope::bind(source_header *source, const view_geometry &view,
                         access_mode mode, bool array_itself) {
  ++bound_;
  return acquire_device(source, view, mode, device_, queue_, array_itself);
}

launch_scope *active_launch_scope() noexcept { return tls_scope; }

} // namespace detail
} // namespace amp2hip
