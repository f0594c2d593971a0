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
}

void FakeBackend::synchronize(amp2hip::detail::queue_handle) {
  ++synchronize_calls;
}

void FakeBackend::clear_records() {
  copies.clear();
  synchronize_calls = 0;
  queue_waits = 0;
  waits.clear();
  bad_pointer = false;
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
