//===- hip_common.h - Shared helpers of the HIP backend's files -----------===//
//
// Error mapping and the current-device guard. Compiled by hipcc or by nvcc
// with runtime/compat/nvidia.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_SRC_HIP_HIP_COMMON_H
#define AMP2HIP_SRC_HIP_HIP_COMMON_H

#include <hip/hip_runtime.h>

#include <amp2hip/detail/exceptions.h>

#include <string>

namespace amp2hip {
namespace detail {

/// DXGI_ERROR_DEVICE_REMOVED: the reason C++ AMP gives for a lost device.
inline constexpr Concurrency::HRESULT kDeviceRemoved =
    static_cast<Concurrency::HRESULT>(0x887A0005L);

/// Throws the C++ AMP exception that matches a HIP error: out_of_memory,
/// accelerator_view_removed for errors after which the device's context is
/// unusable, runtime_exception otherwise.
[[noreturn]] inline void hip_fail(hipError_t err, const char *what) {
  const std::string m =
      std::string("amp2hip: ") + what + ": " + hipGetErrorString(err);
  switch (err) {
  case hipErrorOutOfMemory:
    throw Concurrency::out_of_memory(m.c_str());
  case hipErrorIllegalAddress:
  case hipErrorLaunchFailure:
  case hipErrorECCNotCorrectable:
    throw Concurrency::accelerator_view_removed(m.c_str(), kDeviceRemoved);
  default:
    throw Concurrency::runtime_exception(m.c_str(),
                                         Concurrency::detail::kErrorFail);
  }
}

inline void hip_check(hipError_t err, const char *what) {
  if (err != hipSuccess)
    hip_fail(err, what);
}

/// Makes `device` current for the calling thread and restores the previous
/// one on exit.
class device_guard {
public:
  explicit device_guard(int device) {
    if (hipGetDevice(&previous_) != hipSuccess)
      previous_ = -1;
    if (device >= 0 && device != previous_)
      hip_check(hipSetDevice(device), "hipSetDevice failed");
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

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_SRC_HIP_HIP_COMMON_H
