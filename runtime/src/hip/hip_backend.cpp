//===- hip_backend.cpp - The HIP implementation of the backend ------------===//
//
// Implements amp2hip::detail::backend with the HIP runtime API and defines
// default_backend(). Compiled by hipcc (AMD) or by nvcc with the
// compatibility header in runtime/compat/nvidia (NVIDIA).
//
//===----------------------------------------------------------------------===//
#include <hip/hip_runtime.h>

#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/exceptions.h>

#include <string>

namespace amp2hip {
namespace detail {
namespace {

[[noreturn]] void fail(hipError_t err, const char *what) {
  std::string m =
      std::string("amp2hip: ") + what + ": " + hipGetErrorString(err);
  if (err == hipErrorOutOfMemory)
    throw Concurrency::out_of_memory(m.c_str());
  throw Concurrency::runtime_exception(m.c_str(),
                                       Concurrency::detail::kErrorFail);
}

void check(hipError_t err, const char *what) {
  if (err != hipSuccess)
    fail(err, what);
}

hipStream_t stream_of(queue_handle q) { return static_cast<hipStream_t>(q); }

hipMemcpyKind kind_of(copy_kind k) {
  switch (k) {
  case copy_kind::host_to_device:
    return hipMemcpyHostToDevice;
  case copy_kind::device_to_host:
    return hipMemcpyDeviceToHost;
  case copy_kind::device_to_device:
  default:
    return hipMemcpyDeviceToDevice;
  }
}

// Keeps the calling thread's current device and restores it on exit.
class device_guard {
public:
  explicit device_guard(int device) {
    if (hipGetDevice(&previous_) != hipSuccess)
      previous_ = -1;
    if (device >= 0 && device != previous_)
      check(hipSetDevice(device), "hipSetDevice failed");
  }
  ~device_guard() {
    int now = -1;
    if (previous_ >= 0 && hipGetDevice(&now) == hipSuccess && now != previous_)
      (void)hipSetDevice(previous_);
  }
  device_guard(const device_guard &) = delete;
  device_guard &operator=(const device_guard &) = delete;

private:
  int previous_ = -1;
};

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
    check(hipGetDeviceProperties(&p, device), "hipGetDeviceProperties failed");
    device_properties r;
    r.name = p.name;
    r.memory_bytes = p.totalGlobalMem;
    r.version_major = p.major;
    r.version_minor = p.minor;
    return r;
  }

  void *allocate(int device, std::size_t bytes) override {
    device_guard guard(device);
    void *p = nullptr;
    hipError_t err = hipMalloc(&p, bytes);
    if (err != hipSuccess) {
      (void)hipGetLastError();
      fail(err, "hipMalloc failed");
    }
    return p;
  }

  void deallocate(int device, void *ptr) noexcept override {
    try {
      device_guard guard(device);
      (void)hipFree(ptr); // waits for work that may still use ptr
    } catch (...) {
    }
  }

  queue_handle create_queue(int device) override {
    device_guard guard(device);
    hipStream_t s = nullptr;
    check(hipStreamCreate(&s), "hipStreamCreate failed");
    return s;
  }

  void destroy_queue(int device, queue_handle queue) noexcept override {
    try {
      device_guard guard(device);
      (void)hipStreamDestroy(stream_of(queue));
    } catch (...) {
    }
  }

  void copy(const copy_request &r) override {
    const int device = r.dst_device >= 0 ? r.dst_device : r.src_device;
    device_guard guard(device);
    const hipMemcpyKind kind = kind_of(r.kind);
    hipStream_t s = stream_of(r.queue);
    const char *src = static_cast<const char *>(r.src);
    char *dst = static_cast<char *>(r.dst);
    if (r.kind == copy_kind::device_to_device && r.src_device != r.dst_device &&
        r.height == 1 && r.depth == 1) {
      check(hipMemcpyPeerAsync(dst, r.dst_device, src, r.src_device,
                               r.width_bytes, s),
            "hipMemcpyPeerAsync failed");
      return;
    }
    for (std::size_t z = 0; z < r.depth; ++z) {
      const char *zs = src + z * r.src_slice_pitch;
      char *zd = dst + z * r.dst_slice_pitch;
      if (r.height == 1) {
        check(hipMemcpyAsync(zd, zs, r.width_bytes, kind, s),
              "hipMemcpyAsync failed");
      } else {
        check(hipMemcpy2DAsync(zd, r.dst_pitch, zs, r.src_pitch, r.width_bytes,
                               r.height, kind, s),
              "hipMemcpy2DAsync failed");
      }
    }
  }

  void queue_wait(queue_handle waiter, queue_handle waited) override {
    hipEvent_t e = nullptr;
    check(hipEventCreateWithFlags(&e, hipEventDisableTiming),
          "hipEventCreateWithFlags failed");
    hipError_t err = hipEventRecord(e, stream_of(waited));
    if (err == hipSuccess)
      err = hipStreamWaitEvent(stream_of(waiter), e, 0);
    (void)hipEventDestroy(e); // released once the wait is satisfied
    check(err, "ordering two queues failed");
  }

  void synchronize(queue_handle queue) override {
    check(hipStreamSynchronize(stream_of(queue)),
          "hipStreamSynchronize failed");
  }
};

} // namespace

backend &default_backend() {
  // Never destroyed: views may be released during static destruction.
  static hip_backend *b = new hip_backend;
  return *b;
}

} // namespace detail
} // namespace amp2hip
