//===- CallRestrictionCheck.h - C3930, C3931 --------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_CALLRESTRICTIONCHECK_H
#define AMP2HIP_CHECKS_CALLRESTRICTIONCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class CallRestrictionCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "CallRestrictionCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
