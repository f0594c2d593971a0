//===- HostPointerCaptureCheck.h - AH1501: host memory in a kernel -*- C++ -*-//
#ifndef AMP2HIP_CHECKS_HOSTPOINTERCAPTURECHECK_H
#define AMP2HIP_CHECKS_HOSTPOINTERCAPTURECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// HCC's dialect lets kernels capture pointers: hc code captures the device
/// pointers of am_alloc, and HCC ran kernels that read host memory through
/// the shared virtual memory of HSA APUs. A HIP device reads only memory
/// allocated for it (or all memory where the system gives unified
/// addressing, which amp2hip cannot assume). A captured pointer whose only
/// value is visibly host memory (new, malloc, a local's or a global's
/// address, a host array, a standard container's data()) is AH1501.
class HostPointerCaptureCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "HostPointerCaptureCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
