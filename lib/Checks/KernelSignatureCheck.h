//===- KernelSignatureCheck.h - C3577 ---------------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_KERNELSIGNATURECHECK_H
#define AMP2HIP_CHECKS_KERNELSIGNATURECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class KernelSignatureCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "KernelSignatureCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
