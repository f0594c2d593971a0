//===- hip_backend.cpp - The HIP implementation of the backend ------------===//
//
// Implements amp2hip::detail::backend with the HIP runtime API and defines
// default_backend(). Compiled by hipcc (AMD) or by nvcc with the
// compatibility header in runtime/compat/nvidia (NVIDIA).
//
// Copies between pageable host memory and a device of 1 MiB or more go
// through pinned staging buffers (hip_staging.h), unless the core registered
// the host memory (register_host), which the device then reaches directly;
// copies between devices use peer access where the devices allow it
// (enabled on first use).
//
//===----------------------------------------------------------------------===//
#include <hip/hip_runtime.h>

#include "hip_common.h"
#include "hip_staging.h"

#include <amp2hip/detail/backend.h>

#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace amp2hip {
namespace detail {
namespace {

hipStream_t stream_of(queue_handle q) { return static_cast<hipStream_t>(q); }

hipMemcpyKind kind_of(const copy_request &r) {
  if (r.mapped)
    return hipMemcpyDefault; // the runtime finds host memory from its address
  switch (r.kind) {
  case copy_kind::host_to_device:
    return hipMemcpyHostToDevice;
  case copy_kind::device_to_host:
    return hipMemcpyDeviceToHost;
  case copy_kind::device_to_device:
  default:
    // Across devices the runtime finds the devices from the addresses.
    return r.src_device == r.dst_device ? hipMemcpyDeviceToDevice
                                        : hipMemcpyDefault;
  }
}

// Runs `release` with `device` current; a release never throws.
template <class F> void quietly_on(int device, F release) noexcept {
  try {
    device_guard guard(device);
    release();
  } catch (...) {
  }
}

class hip_backend final : public backend {
public:
  int device_count() override {
    int n = 0;
    if (hipGetDeviceCount(&n) != hipSuccess) {
      (void)hipGetLastError(); // no device: not a sticky error
      return 0;
    }
    return n;
  }

  device_properties properties(int device) override {
    hipDeviceProp_t p;
    hip_check(hipGetDeviceProperties(&p, device),
              "hipGetDeviceProperties failed");
    device_properties r;
    r.name = p.name;
    r.memory_bytes = p.totalGlobalMem;
    r.tile_static_bytes = p.sharedMemPerBlock;
    r.version_major = p.major;
    r.version_minor = p.minor;
    r.compute_units = p.multiProcessorCount;
    r.maps_host_memory = p.canMapHostMemory != 0;
    r.integrated = p.integrated != 0;
    const int n = device_count();
    for (int other = 0; other < n; ++other) {
      int can = 0;
      if (other != device &&
          hipDeviceCanAccessPeer(&can, device, other) == hipSuccess && can)
        r.peers.push_back(other);
    }
    (void)hipGetLastError();
    return r;
  }

  void *allocate(int device, std::size_t bytes) override {
    device_guard guard(device);
    void *p = nullptr;
    hipError_t err = hipMalloc(&p, bytes);
    if (err != hipSuccess) {
      (void)hipGetLastError();
      hip_fail(err, "hipMalloc failed");
    }
    return p;
  }

  void deallocate(int device, void *ptr) noexcept override {
    // hipFree waits for work that may still use ptr.
    quietly_on(device, [ptr] { (void)hipFree(ptr); });
  }

  void *allocate_shared(int device, std::size_t bytes,
                        void **device_address) override {
    device_guard guard(device);
    void *host = nullptr;
    // Mapped: kernels reach it over the bus; portable: for every device.
    hipError_t err = hipHostMalloc(&host, bytes,
                                   hipHostMallocMapped | hipHostMallocPortable);
    if (err != hipSuccess) {
      (void)hipGetLastError();
      hip_fail(err, "hipHostMalloc failed");
    }
    err = hipHostGetDevicePointer(device_address, host, 0);
    if (err != hipSuccess) {
      (void)hipGetLastError();
      (void)hipHostFree(host);
      hip_fail(err, "hipHostGetDevicePointer failed");
    }
    return host;
  }

  void deallocate_shared(int device, void *host) noexcept override {
    quietly_on(device, [host] { (void)hipHostFree(host); });
  }

  queue_handle create_queue(int device) override {
    device_guard guard(device);
    hipStream_t s = nullptr;
    hip_check(hipStreamCreate(&s), "hipStreamCreate failed");
    std::lock_guard<std::mutex> lock(mutex_);
    queue_device_[s] = device;
    return s;
  }

  queue_handle create_queue_with_priority(int device, int priority) override {
    device_guard guard(device);
    // HIP's priorities: lower numbers run first, `greatest` the first of
    // all, `least` the default's (0) or below it.
    int least = 0, greatest = 0;
    hip_check(hipDeviceGetStreamPriorityRange(&least, &greatest),
              "hipDeviceGetStreamPriorityRange failed");
    const int value = priority == 0 ? greatest : priority == 2 ? least : 0;
    hipStream_t s = nullptr;
    hip_check(hipStreamCreateWithPriority(&s, hipStreamDefault, value),
              "hipStreamCreateWithPriority failed");
    std::lock_guard<std::mutex> lock(mutex_);
    queue_device_[s] = device;
    return s;
  }

  void destroy_queue(int device, queue_handle queue) noexcept override {
    try {
      device_guard guard(device);
      (void)hipStreamDestroy(stream_of(queue));
      std::lock_guard<std::mutex> lock(mutex_);
      queue_device_.erase(queue);
    } catch (...) {
    }
  }

  void copy(const copy_request &r) override {
    const int device = r.dst_device >= 0 ? r.dst_device : r.src_device;
    if (r.kind != copy_kind::device_to_device && !r.host_registered &&
        staging_.copy(r))
      return;
    device_guard guard(device);
    const hipMemcpyKind kind = kind_of(r);
    hipStream_t s = stream_of(r.queue);
    const char *src = static_cast<const char *>(r.src);
    char *dst = static_cast<char *>(r.dst);
    // CPU shared memory is host memory: no peer access, no peer copy.
    if (r.kind == copy_kind::device_to_device && r.src_device != r.dst_device &&
        !r.mapped) {
      enable_peer_access(r.src_device, r.dst_device);
      if (r.height == 1 && r.depth == 1) {
        hip_check(hipMemcpyPeerAsync(dst, r.dst_device, src, r.src_device,
                                     r.width_bytes, s),
                  "hipMemcpyPeerAsync failed");
        return;
      }
    }
    for (std::size_t z = 0; z < r.depth; ++z) {
      const char *zs = src + z * r.src_slice_pitch;
      char *zd = dst + z * r.dst_slice_pitch;
      if (r.height == 1) {
        hip_check(hipMemcpyAsync(zd, zs, r.width_bytes, kind, s),
                  "hipMemcpyAsync failed");
      } else {
        hip_check(hipMemcpy2DAsync(zd, r.dst_pitch, zs, r.src_pitch,
                                   r.width_bytes, r.height, kind, s),
                  "hipMemcpy2DAsync failed");
      }
    }
  }

  bool register_host(void *ptr, std::size_t bytes) override {
    // Portable: page-locked for every device, not only the current one.
    const hipError_t err = hipHostRegister(ptr, bytes, hipHostRegisterPortable);
    if (err == hipSuccess)
      return true;
    (void)hipGetLastError(); // not sticky; a later launch check must not see it
    return false;
  }

  void unregister_host(void *ptr) noexcept override {
    if (hipHostUnregister(ptr) != hipSuccess)
      (void)hipGetLastError();
  }

  void queue_wait(queue_handle waiter, queue_handle waited) override {
    // The event must belong to the device of the queue it is recorded on.
    device_guard guard(device_of(waited));
    hipEvent_t e = nullptr;
    hip_check(hipEventCreateWithFlags(&e, hipEventDisableTiming),
              "hipEventCreateWithFlags failed");
    hipError_t err = hipEventRecord(e, stream_of(waited));
    if (err == hipSuccess)
      err = hipStreamWaitEvent(stream_of(waiter), e, 0);
    (void)hipEventDestroy(e); // released once the wait is satisfied
    hip_check(err, "ordering two queues failed");
  }

  void synchronize(queue_handle queue) override {
    hip_check(hipStreamSynchronize(stream_of(queue)),
              "hipStreamSynchronize failed");
  }

  marker_handle record_marker(queue_handle queue) override {
    device_guard guard(device_of(queue));
    hipEvent_t e = nullptr;
    hip_check(hipEventCreateWithFlags(&e, hipEventDisableTiming),
              "hipEventCreateWithFlags failed");
    hipError_t err = hipEventRecord(e, stream_of(queue));
    if (err != hipSuccess) {
      (void)hipEventDestroy(e);
      hip_fail(err, "hipEventRecord failed");
    }
    return e;
  }

  void wait_marker(marker_handle m) override {
    if (m)
      hip_check(hipEventSynchronize(static_cast<hipEvent_t>(m)),
                "waiting for a marker failed");
  }

  bool marker_reached(marker_handle m) override {
    if (!m)
      return true;
    const hipError_t err = hipEventQuery(static_cast<hipEvent_t>(m));
    if (err == hipErrorNotReady)
      return false;
    hip_check(err, "hipEventQuery failed");
    return true;
  }

  void destroy_marker(marker_handle m) noexcept override {
    if (m)
      (void)hipEventDestroy(static_cast<hipEvent_t>(m));
  }

private:
  int device_of(queue_handle q) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = queue_device_.find(q);
    return it == queue_device_.end() ? -1 : it->second;
  }

  // Lets each of the two devices reach the other's memory, once per pair,
  // where the hardware allows (otherwise HIP copies through the host).
  void enable_peer_access(int a, int b) {
    std::lock_guard<std::mutex> lock(mutex_);
    const int n = device_count();
    if (peer_done_.empty())
      peer_done_.assign(static_cast<std::size_t>(n * n), false);
    if (a < 0 || b < 0 || a >= n || b >= n)
      return;
    for (int pass = 0; pass < 2; ++pass) {
      const int from = pass ? b : a, to = pass ? a : b;
      const std::size_t slot = static_cast<std::size_t>(from * n + to);
      if (peer_done_[slot])
        continue;
      peer_done_[slot] = true;
      int can = 0;
      if (hipDeviceCanAccessPeer(&can, from, to) == hipSuccess && can) {
        device_guard guard(from);
        (void)hipDeviceEnablePeerAccess(to, 0);
      }
      (void)hipGetLastError(); // "already enabled" is not an error here
    }
  }

  std::mutex mutex_;
  std::unordered_map<queue_handle, int> queue_device_;
  std::vector<bool> peer_done_;
  hip_staging staging_;
};

} // namespace

backend &default_backend() {
  // Never destroyed: views may be released during static destruction.
  static hip_backend *b = new hip_backend;
  return *b;
}

} // namespace detail
} // namespace amp2hip
