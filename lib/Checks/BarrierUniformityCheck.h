//===- BarrierUniformityCheck.h - C3561 -------------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_BARRIERUNIFORMITYCHECK_H
#define AMP2HIP_CHECKS_BARRIERUNIFORMITYCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class BarrierUniformityCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "BarrierUniformityCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
