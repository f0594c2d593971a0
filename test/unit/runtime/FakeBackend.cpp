//===- FakeBackend.cpp - A backend with host memory as device memory ------===//
#include "FakeBackend.h"

#include <amp2hip/detail/exceptions.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

namespace amp2hip_test {

const char *fake_call_name(FakeCall call) {
  switch (call) {
  case FakeCall::allocate:
    return "hipMalloc";
  case FakeCall::create_queue:
    return "hipStreamCreate";
  case FakeCall::copy:
    return "hipMemcpyAsync";
  case FakeCall::peer_access:
    return "hipDeviceEnablePeerAccess";
  case FakeCall::queue_wait:
    return "hipStreamWaitEvent";
  case FakeCall::synchronize:
    return "hipStreamSynchronize";
  case FakeCall::record_marker:
    return "hipEventRecord";
  case FakeCall::wait_marker:
    return "hipEventSynchronize";
  case FakeCall::marker_reached:
    return "hipEventQuery";
  case FakeCall::launch:
    return "hipLaunchKernel";
  }
  return "?";
}

void FakeBackend::inject(FakeCall call) {
  ++calls_;
  if (fail_at_ == 0 || calls_ != fail_at_)
    return;
  fault_.fired = true;
  fault_.call = call;
  fault_.message = std::string("amp2hip: ") + fake_call_name(call) +
                   " failed (injected fault " + std::to_string(calls_) + ")";
  if (call == FakeCall::allocate)
    throw Concurrency::out_of_memory(fault_.message.c_str());
  if (call == FakeCall::peer_access)
    return; // swallowed, as the HIP backend does
  throw Concurrency::runtime_exception(fault_.message.c_str(),
                                       Concurrency::detail::kErrorFail);
}

void FakeBackend::spoil(amp2hip::detail::queue_handle queue,
                        std::uint64_t upto) {
  QueueState &q = queues_[queue];
  for (const HostWrite &w : q.host_writes) {
    if (w.seq <= q.completed || w.seq > upto)
      continue;
    for (std::size_t z = 0; z < w.depth; ++z)
      for (std::size_t y = 0; y < w.height; ++y)
        std::memset(w.dst + z * w.slice_pitch + y * w.pitch, 0x7f, w.width);
  }
}

void FakeBackend::fail_call(long n) {
  std::lock_guard<std::mutex> lock(mutex_);
  calls_ = 0;
  fail_at_ = n;
  fault_ = Fault();
}

long FakeBackend::fallible_calls() {
  std::lock_guard<std::mutex> lock(mutex_);
  return calls_;
}

FakeBackend::Fault FakeBackend::fault() {
  std::lock_guard<std::mutex> lock(mutex_);
  return fault_;
}

int FakeBackend::live_markers() {
  std::lock_guard<std::mutex> lock(mutex_);
  return markers_;
}

int FakeBackend::live_queues() {
  std::lock_guard<std::mutex> lock(mutex_);
  return queues_alive_;
}

void FakeBackend::emulated_launch(amp2hip::detail::queue_handle) {
  std::lock_guard<std::mutex> lock(mutex_);
  inject(FakeCall::launch);
}

amp2hip::detail::device_properties FakeBackend::properties(int device) {
  amp2hip::detail::device_properties p;
  p.name = "fake device " + std::to_string(device);
  p.memory_bytes = std::size_t(1) << 30;
  p.tile_static_bytes = 48 * 1024;
  p.version_major = 1;
  p.is_emulated = true;
  p.compute_units = 4;
  p.maps_host_memory = true;
  // Every fake device reaches every other one.
  for (int other = 0; other < device_count(); ++other)
    if (other != device)
      p.peers.push_back(other);
  return p;
}

void *FakeBackend::allocate(int device, std::size_t bytes) {
  std::lock_guard<std::mutex> lock(mutex_);
  inject(FakeCall::allocate);
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

void *FakeBackend::allocate_shared(int device, std::size_t bytes,
                                   void **device_address) {
  void *p = allocate(device, bytes);
  std::lock_guard<std::mutex> lock(mutex_);
  --allocations;
  ++shared_allocations;
  *device_address = p;
  return p;
}

void FakeBackend::deallocate_shared(int device, void *host) noexcept {
  deallocate(device, host);
  std::lock_guard<std::mutex> lock(mutex_);
  --deallocations;
  ++shared_deallocations;
}

bool FakeBackend::register_host(void *ptr, std::size_t bytes) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++register_calls;
  if (refuse_registration)
    return false;
  const char *lo = static_cast<const char *>(ptr);
  for (const auto &r : registered)
    if (lo < r.first + r.second && r.first < lo + bytes) {
      bad_registration = true; // HIP: already registered
      return false;
    }
  registered[lo] = bytes;
  return true;
}

void FakeBackend::unregister_host(void *ptr) noexcept {
  std::lock_guard<std::mutex> lock(mutex_);
  ++unregister_calls;
  const char *lo = static_cast<const char *>(ptr);
  auto it = registered.find(lo);
  if (it == registered.end()) {
    bad_registration = true;
    return;
  }
  const char *hi = lo + it->second;
  for (const auto &q : queues_)
    for (const RegisteredUse &u : q.second.registered_uses)
      if (u.seq > q.second.completed && u.lo < hi && lo < u.hi)
        bad_registration = true; // a copy may still be using it
  registered.erase(it);
}

amp2hip::detail::queue_handle FakeBackend::create_queue(int) {
  std::lock_guard<std::mutex> lock(mutex_);
  inject(FakeCall::create_queue);
  ++queues_alive_;
  // Distinct non-null handles; never dereferenced.
  return reinterpret_cast<amp2hip::detail::queue_handle>(
      static_cast<std::uintptr_t>(0x1000 + 0x10 * next_queue_++));
}

void FakeBackend::destroy_queue(int, amp2hip::detail::queue_handle) noexcept {
  std::lock_guard<std::mutex> lock(mutex_);
  --queues_alive_;
}

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
  if (r.kind == amp2hip::detail::copy_kind::device_to_device &&
      r.src_device != r.dst_device) {
    const std::pair<int, int> pair(r.src_device, r.dst_device);
    if (std::find(peers_.begin(), peers_.end(), pair) == peers_.end()) {
      peers_.push_back(pair);
      inject(FakeCall::peer_access);
    }
  }
  inject(FakeCall::copy);
  copies.push_back({r.kind, r.src_device, r.dst_device, r.width_bytes, r.height,
                    r.depth, r.queue, r.host_registered, r.mapped});
  QueueState &queue = queues_[r.queue];
  ++queue.enqueued;
  if (r.dst_device < 0)
    queue.host_writes.push_back({queue.enqueued, static_cast<char *>(r.dst),
                                 r.width_bytes, r.height, r.depth, r.dst_pitch,
                                 r.dst_slice_pitch});
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
  if (r.host_registered) {
    const char *host = static_cast<const char *>(
        r.src_device < 0 ? r.src : static_cast<const void *>(r.dst));
    const std::size_t span = r.src_device < 0 ? src_span : dst_span;
    auto it = registered.upper_bound(host);
    if (it == registered.begin() ||
        r.kind == amp2hip::detail::copy_kind::device_to_device) {
      bad_registration = true;
    } else {
      --it;
      if (host + span > it->first + it->second)
        bad_registration = true;
    }
    queue.registered_uses.push_back({queue.enqueued, host, host + span});
  }
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
  inject(FakeCall::queue_wait);
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
  q.host_writes.erase(
      std::remove_if(q.host_writes.begin(), q.host_writes.end(),
                     [&](const HostWrite &w) { return w.seq <= q.completed; }),
      q.host_writes.end());
  q.registered_uses.erase(std::remove_if(q.registered_uses.begin(),
                                         q.registered_uses.end(),
                                         [&](const RegisteredUse &u) {
                                           return u.seq <= q.completed;
                                         }),
                          q.registered_uses.end());
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
  try {
    inject(FakeCall::synchronize);
  } catch (...) {
    spoil(queue, upto);
    complete(queue, upto);
    throw;
  }
  complete(queue, upto);
}

amp2hip::detail::marker_handle
FakeBackend::record_marker(amp2hip::detail::queue_handle queue) {
  std::lock_guard<std::mutex> lock(mutex_);
  inject(FakeCall::record_marker);
  ++markers_;
  return new Marker{queue, queues_[queue].enqueued};
}

void FakeBackend::wait_marker(amp2hip::detail::marker_handle marker) {
  if (!marker)
    return;
  std::unique_lock<std::mutex> lock(mutex_);
  const Marker &m = *static_cast<Marker *>(marker);
  wait_while_held(lock);
  try {
    inject(FakeCall::wait_marker);
  } catch (...) {
    spoil(m.queue, m.upto);
    complete(m.queue, m.upto);
    throw;
  }
  complete(m.queue, m.upto);
}

bool FakeBackend::marker_reached(amp2hip::detail::marker_handle marker) {
  if (!marker)
    return true;
  std::lock_guard<std::mutex> lock(mutex_);
  inject(FakeCall::marker_reached);
  const Marker &m = *static_cast<Marker *>(marker);
  return queues_[m.queue].completed >= m.upto;
}

void FakeBackend::destroy_marker(
    amp2hip::detail::marker_handle marker) noexcept {
  if (!marker)
    return;
  std::lock_guard<std::mutex> lock(mutex_);
  --markers_;
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
  bad_registration = false;
  register_calls = 0;
  unregister_calls = 0;
  for (auto &q : queues_) {
    q.second.completed = q.second.enqueued;
    q.second.waits.clear();
    q.second.host_writes.clear();
    q.second.registered_uses.clear();
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
