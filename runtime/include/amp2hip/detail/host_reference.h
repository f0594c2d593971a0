//===- amp2hip/detail/host_reference.h - Host data a kernel refers to ----===//
//
// HCC ran kernels on HSA's shared virtual memory, so a kernel could capture
// a host variable by reference (`[&]` over a local `int sum` or `float
// table[64]`) and write it. A discrete GPU cannot reach the host's stack,
// so the translator captures such a variable as
// `amp2hip_ref_x = amp2hip::host_ref(x)` and binds `auto &x =
// *amp2hip_ref_x;` at the top of the kernel body (docs/hcc.md).
//
// host_ref copies the variable into managed memory when the kernel's lambda
// is made; when the last host copy of that lambda is gone (the end of the
// parallel_for_each statement, for a lambda written in the call), it waits
// for the devices and copies the mirror back into the variable. Types are
// trivially copyable (the translator takes no others).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_HOST_REFERENCE_H
#define AMP2HIP_DETAIL_HOST_REFERENCE_H

#include <amp2hip/detail/exceptions.h>
#include <amp2hip/platform.h>

#include <atomic>
#include <type_traits>

namespace amp2hip {

template <class T> class host_reference {
  static_assert(std::is_trivially_copyable<T>::value,
                "a kernel refers to host data of trivially copyable types");

public:
  explicit host_reference(T &x);
  // Copies share the mirror; the kernel's copy (made by the launch) does
  // not count, so these are __host__ __device__ with the counting on the
  // host alone.
  AMP2HIP_HD host_reference(const host_reference &o)
      : owner_(o.owner_), mirror_(o.mirror_) {
#if !AMP2HIP_DEVICE_PASS
    hold();
#endif
  }
  host_reference &operator=(const host_reference &) = delete;
  AMP2HIP_HD ~host_reference() {
#if !AMP2HIP_DEVICE_PASS
    release();
#endif
  }
  /// The variable, in the kernel (its mirror) and on the host alike.
  AMP2HIP_HD T &operator*() const { return *mirror_; }

private:
  struct mirror;
  void hold();
  void release();
  mirror *owner_ = nullptr; ///< Counted on the host.
  T *mirror_ = nullptr;
};

template <class T> host_reference<T> host_ref(T &x) {
  return host_reference<T>(x);
}

#if AMP2HIP_MODE_HIP
template <class T> struct host_reference<T>::mirror {
  std::atomic<int> users{1};
  T *host;
  T *copy = nullptr;
  explicit mirror(T &x) : host(&x) {
    void *block = nullptr;
    if (hipMallocManaged(&block, sizeof(T)) != hipSuccess)
      throw Concurrency::runtime_exception(
          "amp2hip: no managed memory for a variable a kernel captured by "
          "reference",
          0);
    copy = static_cast<T *>(block);
    __builtin_memcpy(raw(), static_cast<const void *>(host), sizeof(T));
  }
  void *raw() const {
    return const_cast<void *>(static_cast<const void *>(copy));
  }
  mirror(const mirror &) = delete;
  mirror &operator=(const mirror &) = delete;
  ~mirror() {
    // The kernels that wrote it were queued on some device: wait for all.
    int current = 0, devices = 0;
    (void)hipGetDevice(&current);
    (void)hipGetDeviceCount(&devices);
    for (int d = 0; d < devices; ++d)
      if (hipSetDevice(d) == hipSuccess)
        (void)hipDeviceSynchronize();
    (void)hipSetDevice(current);
    write_back(std::is_const<T>());
    (void)hipFree(raw());
  }
  void write_back(std::true_type) {}
  void write_back(std::false_type) {
    __builtin_memcpy(static_cast<void *>(host), raw(), sizeof(T));
  }
};
#else
// The parse and the host emulation: kernels run on the host, on the
// variable itself.
template <class T> struct host_reference<T>::mirror {
  std::atomic<int> users{1};
  T *host;
  explicit mirror(T &x) : host(&x) {}
};
#endif

template <class T>
host_reference<T>::host_reference(T &x) : owner_(new mirror(x)) {
#if AMP2HIP_MODE_HIP
  mirror_ = owner_->copy;
#else
  mirror_ = owner_->host;
#endif
}

template <class T> void host_reference<T>::hold() {
  if (owner_)
    owner_->users.fetch_add(1, std::memory_order_relaxed);
}

template <class T> void host_reference<T>::release() {
  if (owner_ && owner_->users.fetch_sub(1, std::memory_order_acq_rel) == 1)
    delete owner_;
}

} // namespace amp2hip

#endif // AMP2HIP_DETAIL_HOST_REFERENCE_H
