//===- RecursionCheck.h - C3559: recursion ----------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_RECURSIONCHECK_H
#define AMP2HIP_CHECKS_RECURSIONCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class RecursionCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "RecursionCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
