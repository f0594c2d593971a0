//===- FakeBackend.h - A backend with host memory as device memory --------===//
//
// The runtime's unit tests link this backend instead of the HIP one. Device
// memory is host memory; every call is recorded so that tests can check
// exactly what the coherence engine asked for. Copies move their bytes at
// once, but count as complete only once the host has waited for them (the
// queue synchronized, a marker after them waited for, or a queue that waits
// for theirs synchronized), as they would on a GPU; completion can also be
// held back, to see who waits.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TEST_FAKE_BACKEND_H
#define AMP2HIP_TEST_FAKE_BACKEND_H

#include <amp2hip/detail/backend.h>

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace amp2hip_test {

/// The backend calls a test can make fail, by the HIP call each stands for.
enum class FakeCall {
  allocate,       ///< hipMalloc: fails with out_of_memory
  create_queue,   ///< hipStreamCreate
  copy,           ///< hipMemcpyAsync, hipMemcpy2DAsync, hipMemcpyPeerAsync
  peer_access,    ///< hipDeviceEnablePeerAccess (HIP then copies via the
                  ///< host: the backend swallows it, the copy goes on)
  queue_wait,     ///< hipEventRecord + hipStreamWaitEvent
  synchronize,    ///< hipStreamSynchronize
  record_marker,  ///< hipEventRecord
  wait_marker,    ///< hipEventSynchronize
  marker_reached, ///< hipEventQuery
  launch,         ///< hipLaunchKernel
};
const char *fake_call_name(FakeCall call);

struct CopyRecord {
  amp2hip::detail::copy_kind kind;
  int src_device;
  int dst_device;
  std::size_t width_bytes;
  std::size_t height;
  std::size_t depth;
  amp2hip::detail::queue_handle queue;
  bool host_registered;
  bool mapped; ///< a device side is CPU shared memory
};

class FakeBackend final : public amp2hip::detail::backend {
public:
  static constexpr int kDevices = 2;

  int device_count() override { return kDevices; }
  amp2hip::detail::device_properties properties(int device) override;
  void *allocate(int device, std::size_t bytes) override;
  void deallocate(int device, void *ptr) noexcept override;
  /// CPU shared memory: one allocation, whose device address is its host
  /// address (as with a mapped allocation on a device with one address
  /// space).
  void *allocate_shared(int device, std::size_t bytes,
                        void **device_address) override;
  void deallocate_shared(int device, void *host) noexcept override;
  amp2hip::detail::queue_handle create_queue(int device) override;
  void destroy_queue(int device,
                     amp2hip::detail::queue_handle queue) noexcept override;
  void copy(const amp2hip::detail::copy_request &request) override;
  void queue_wait(amp2hip::detail::queue_handle waiter,
                  amp2hip::detail::queue_handle waited) override;
  void synchronize(amp2hip::detail::queue_handle queue) override;
  amp2hip::detail::marker_handle
  record_marker(amp2hip::detail::queue_handle queue) override;
  void wait_marker(amp2hip::detail::marker_handle marker) override;
  bool marker_reached(amp2hip::detail::marker_handle marker) override;
  void destroy_marker(amp2hip::detail::marker_handle marker) noexcept override;
  void emulated_launch(amp2hip::detail::queue_handle queue) override;
  bool register_host(void *ptr, std::size_t bytes) override;
  void unregister_host(void *ptr) noexcept override;

  /// Forgets the recorded calls (not the allocations or registrations) and
  /// counts every copy so far as complete.
  void clear_records();

  /// Copies enqueued that the host has not waited for.
  int pending_copies();
  /// While held, every host wait (synchronize, wait_marker) blocks until
  /// release_completion().
  void hold_completion();
  void release_completion();
  /// Host waits blocked by hold_completion() right now.
  int blocked_waits();

  /// Fault injection. The n-th fallible call from now (1-based) fails as
  /// its HIP call would: Concurrency::out_of_memory for an allocation,
  /// runtime_exception for the others (a peer access failure is swallowed,
  /// as the HIP backend does). A failed host wait (synchronize,
  /// wait_marker) also spoils the host memory that the copies it waited for
  /// were writing, since on a GPU they may not have run. 0: no fault.
  void fail_call(long n);
  /// Fallible calls since the last fail_call().
  long fallible_calls();
  struct Fault {
    bool fired = false;
    FakeCall call = FakeCall::allocate;
    std::string message; ///< what() of the exception thrown
  };
  Fault fault();
  /// Markers recorded and not destroyed.
  int live_markers();
  /// Queues created and not destroyed.
  int live_queues();

  std::vector<CopyRecord> copies;
  int synchronize_calls = 0;
  int queue_waits = 0;
  /// (waiter, waited) of each queue_wait.
  std::vector<
      std::pair<amp2hip::detail::queue_handle, amp2hip::detail::queue_handle>>
      waits;
  int allocations = 0;
  int deallocations = 0;
  int shared_allocations = 0;
  int shared_deallocations = 0;
  /// Device allocations alive: pointer -> (device, bytes).
  std::map<const char *, std::pair<int, std::size_t>> live;
  /// Set when a device-side pointer of a copy is outside every allocation.
  bool bad_pointer = false;

  /// Host registration (hipHostRegister). Live ranges: start -> bytes.
  std::map<const char *, std::size_t> registered;
  int register_calls = 0;
  int unregister_calls = 0;
  /// While set, register_host refuses (as HIP does for memory it cannot
  /// lock).
  bool refuse_registration = false;
  /// Set by a registration that overlaps a live one (HIP refuses it), an
  /// unregistration of memory not registered, one while a copy that uses
  /// the memory has not completed, and a copy marked host_registered whose
  /// host side is not inside one registration.
  bool bad_registration = false;

private:
  // Per queue: copies enqueued and completed, and the waits on other
  // queues (queue_wait), each at the position in this queue where it
  // stands.
  struct Dependency {
    std::uint64_t at;
    amp2hip::detail::queue_handle waited;
    std::uint64_t upto;
    bool applied;
  };
  // A copy into host memory that has not completed: what a failed wait
  // spoils.
  struct HostWrite {
    std::uint64_t seq;
    char *dst;
    std::size_t width, height, depth, pitch, slice_pitch;
  };
  // A copy from or to registered host memory: its host bytes.
  struct RegisteredUse {
    std::uint64_t seq;
    const char *lo, *hi;
  };
  struct QueueState {
    std::uint64_t enqueued = 0;
    std::uint64_t completed = 0;
    std::vector<Dependency> waits;
    std::vector<HostWrite> host_writes;
    std::vector<RegisteredUse> registered_uses;
  };
  struct Marker {
    amp2hip::detail::queue_handle queue;
    std::uint64_t upto;
  };
  // The caller holds mutex_.
  void complete(amp2hip::detail::queue_handle queue, std::uint64_t upto);
  void wait_while_held(std::unique_lock<std::mutex> &lock);
  // Counts a fallible call; throws when it is the one armed.
  void inject(FakeCall call);
  // A wait on `queue` up to `upto` failed: spoils its pending host writes.
  void spoil(amp2hip::detail::queue_handle queue, std::uint64_t upto);

  // copy_async and synchronize_async call the backend from other threads.
  std::mutex mutex_;
  std::condition_variable released_;
  bool held_ = false;
  int blocked_ = 0;
  std::map<amp2hip::detail::queue_handle, QueueState> queues_;
  bool in_allocation(int device, const void *p, std::size_t bytes) const;
  int next_queue_ = 1;
  long calls_ = 0;
  long fail_at_ = 0;
  Fault fault_;
  int markers_ = 0;
  int queues_alive_ = 0;
  std::vector<std::pair<int, int>> peers_; // pairs with peer access
};

/// The backend the runtime uses in the tests.
FakeBackend &fake();

} // namespace amp2hip_test

#endif // AMP2HIP_TEST_FAKE_BACKEND_H
