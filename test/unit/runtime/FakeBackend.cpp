//===- FakeBackend.cpp - A backend with host memory as device memory ------===//
#include "FakeBackend.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

namespace amp2hip_test {

amp2hip::detail::device_properties FakeBackend::properties(int device) {
  amp2hip::detail::device_properties p;
  p.name = "fake device " + std::to_string(device);
  p.memory_bytes = std::size_t(1) << 30;
  p.version_major = 1;
  p.is_emulated = true;
  return p;
}

void *FakeBackend::allocate(int device, std::size_t bytes) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++allocations;
  char *p = static_cast<char *>(std::malloc(bytes ? bytes : 1));
  // Poison: data that was never copied in must not look valid.
  std::memset(p, 0x7f, bytes);
  live[p] = {device, bytes};
  return p;
}

void FakeBackend::deallocate(int, void *ptr) noexcept {
  std::lock_guard<std::mutex> lock(mutex_);
  ++deallocations;
  live.erase(static_cast<const char *>(ptr));
  std::free(ptr);
}

amp2hip::detail::queue_handle FakeBackend::create_queue(int) {
  std::lock_guard<std::mutex> lock(mutex_);
  // Distinct non-null handles; never dereferenced.
  return reinterpret_cast<amp2hip::detail::queue_handle>(
      static_cast<std::uintptr_t>(0x1000 + 0x10 * next_queue_++));
}

void FakeBackend::destroy_queue(int, amp2hip::detail::queue_handle) noexcept {}

bool FakeBackend::in_allocation(int device, const void *p,
                                std::size_t bytes) const {
  const char *c = static_cast<const char *>(p);
  auto it = live.upper_bound(c);
  if (it == live.begin())
    return false;
  --it;
  return it->second.first == device && c >= it->first &&
         c + bytes <= it->first + it->second.second;
}

void FakeBackend::copy(const amp2hip::detail::copy_request &r) {
  std::lock_guard<std::mutex> lock(mutex_);
  copies.push_back({r.kind, r.src_device, r.dst_device, r.width_bytes, r.height,
                    r.depth, r.queue});
  ++queues_[r.queue].enqueued;
  const std::size_t src_span = (r.depth - 1) * r.src_slice_pitch +
                               (r.height - 1) * r.src_pitch + r.width_bytes;
  const std::size_t dst_span = (r.depth - 1) * r.dst_slice_pitch +
                               (r.height - 1) * r.dst_pitch + r.width_bytes;
  if (r.src_device >= 0 && !in_allocation(r.src_device, r.src, src_span))
    bad_pointer = true;
  if (r.dst_device >= 0 && !in_allocation(r.dst_device, r.dst, dst_span))
    bad_pointer = true;
  if (!r.queue)
    bad_pointer = true;
  for (std::size_t z = 0; z < r.depth; ++z)
    for (std::size_t y = 0; y < r.height; ++y)
      std::memcpy(static_cast<char *>(r.dst) + z * r.dst_slice_pitch +
                      y * r.dst_pitch,
                  static_cast<const char *>(r.src) + z * r.src_slice_pitch +
                      y * r.src_pitch,
                  r.width_bytes);
}

void FakeBackend::queue_wait(amp2hip::detail::queue_handle waiter,
                             amp2hip::detail::queue_handle waited) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++queue_waits;
  waits.emplace_back(waiter, waited);
  QueueState &w = queues_[waiter];
  w.waits.push_back({w.enqueued, waited, queues_[waited].enqueued, false});
}

void FakeBackend::complete(amp2hip::detail::queue_handle queue,
                           std::uint64_t upto) {
  QueueState &q = queues_[queue];
  if (upto > q.enqueued)
    upto = q.enqueued;
  if (q.completed < upto)
    q.completed = upto;
  // Work on `queue` up to `upto` has run, and so has what it waited for
  // (each wait is applied once, so that waits in both directions end).
  for (std::size_t i = 0; i < q.waits.size(); ++i) {
    Dependency &d = q.waits[i];
    if (d.at > upto || d.applied)
      continue;
    d.applied = true;
    const amp2hip::detail::queue_handle waited = d.waited;
    const std::uint64_t waited_upto = d.upto;
    complete(waited, waited_upto);
  }
}

void FakeBackend::wait_while_held(std::unique_lock<std::mutex> &lock) {
  ++blocked_;
  released_.wait(lock, [this] { return !held_; });
  --blocked_;
}

void FakeBackend::synchronize(amp2hip::detail::queue_handle queue) {
  std::unique_lock<std::mutex> lock(mutex_);
  ++synchronize_calls;
  const std::uint64_t upto = queues_[queue].enqueued;
  wait_while_held(lock);
  complete(queue, upto);
}

amp2hip::detail::marker_handle
FakeBackend::record_marker(amp2hip::detail::queue_handle queue) {
  std::lock_guard<std::mutex> lock(mutex_);
  return new Marker{queue, queues_[queue].enqueued};
}

void FakeBackend::wait_marker(amp2hip::detail::marker_handle marker) {
  if (!marker)
    return;
  std::unique_lock<std::mutex> lock(mutex_);
  const Marker &m = *static_cast<Marker *>(marker);
  wait_while_held(lock);
  complete(m.queue, m.upto);
}

bool FakeBackend::marker_reached(amp2hip::detail::marker_handle marker) {
  if (!marker)
    return true;
  std::lock_guard<std::mutex> lock(mutex_);
  const Marker &m = *static_cast<Marker *>(marker);
  return queues_[m.queue].completed >= m.upto;
}

void FakeBackend::destroy_marker(
    amp2hip::detail::marker_handle marker) noexcept {
  delete static_cast<Marker *>(marker);
}

int FakeBackend::pending_copies() {
  std::lock_guard<std::mutex> lock(mutex_);
  std::uint64_t n = 0;
  for (const auto &q : queues_)
    n += q.second.enqueued - q.second.completed;
  return static_cast<int>(n);
}

void FakeBackend::hold_completion() {
  std::lock_guard<std::mutex> lock(mutex_);
  held_ = true;
}

void FakeBackend::release_completion() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    held_ = false;
  }
  released_.notify_all();
}

int FakeBackend::blocked_waits() {
  std::lock_guard<std::mutex> lock(mutex_);
  return blocked_;
}

void FakeBackend::clear_records() {
  std::lock_guard<std::mutex> lock(mutex_);
  copies.clear();
  synchronize_calls = 0;
  queue_waits = 0;
  waits.clear();
  bad_pointer = false;
  for (auto &q : queues_) {
    q.second.completed = q.second.enqueued;
    q.second.waits.clear();
  }
}

FakeBackend &fake() {
  static FakeBackend *b = new FakeBackend;
  return *b;
}

} // namespace amp2hip_test

namespace amp2hip {
namespace detail {

backend &default_backend() { return amp2hip_test::fake(); }

} // namespace detail
} // namespace amp2hip
