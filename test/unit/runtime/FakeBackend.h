//===- FakeBackend.h - A backend with host memory as device memory --------===//
//
// The runtime's unit tests link this backend instead of the HIP one. Device
// memory is host memory; every call is recorded so that tests can check
// exactly what the coherence engine asked for. Copies complete at once.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TEST_FAKE_BACKEND_H
#define AMP2HIP_TEST_FAKE_BACKEND_H

#include <amp2hip/detail/backend.h>

#include <cstddef>
#include <map>
#include <mutex>
#include <utility>
#include <vector>

namespace amp2hip_test {

struct CopyRecord {
  amp2hip::detail::copy_kind kind;
  int src_device;
  int dst_device;
  std::size_t width_bytes;
  std::size_t height;
  std::size_t depth;
  amp2hip::detail::queue_handle queue;
};

class FakeBackend final : public amp2hip::detail::backend {
public:
  static constexpr int kDevices = 2;

  int device_count() override { return kDevices; }
  amp2hip::detail::device_properties properties(int device) override;
  void *allocate(int device, std::size_t bytes) override;
  void deallocate(int device, void *ptr) noexcept override;
  amp2hip::detail::queue_handle create_queue(int device) override;
  void destroy_queue(int device,
                     amp2hip::detail::queue_handle queue) noexcept override;
  void copy(const amp2hip::detail::copy_request &request) override;
  void queue_wait(amp2hip::detail::queue_handle waiter,
                  amp2hip::detail::queue_handle waited) override;
  void synchronize(amp2hip::detail::queue_handle queue) override;

  /// Forgets the recorded calls (not the allocations).
  void clear_records();

  std::vector<CopyRecord> copies;
  int synchronize_calls = 0;
  int queue_waits = 0;
  /// (waiter, waited) of each queue_wait.
  std::vector<
      std::pair<amp2hip::detail::queue_handle, amp2hip::detail::queue_handle>>
      waits;
  int allocations = 0;
  int deallocations = 0;
  /// Device allocations alive: pointer -> (device, bytes).
  std::map<const char *, std::pair<int, std::size_t>> live;
  /// Set when a device-side pointer of a copy is outside every allocation.
  bool bad_pointer = false;

private:
  // copy_async and synchronize_async call the backend from other threads.
  std::mutex mutex_;
  bool in_allocation(int device, const void *p, std::size_t bytes) const;
  int next_queue_ = 1;
};

/// The backend the runtime uses in the tests.
FakeBackend &fake();

} // namespace amp2hip_test

#endif // AMP2HIP_TEST_FAKE_BACKEND_H
