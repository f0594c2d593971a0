//===- ArrayParameterCheck.h - AH1006: array& parameters --------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_ARRAYPARAMETERCHECK_H
#define AMP2HIP_CHECKS_ARRAYPARAMETERCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// Amp functions taking concurrency::array by reference: kernels reach an
/// array through a device view after translation, so such a call would not
/// compile; say so at the parameter.
class ArrayParameterCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "ArrayParameterCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
