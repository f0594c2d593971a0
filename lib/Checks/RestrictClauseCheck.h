//===- RestrictClauseCheck.h - C3936, C3937 from the pre-pass ---*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_RESTRICTCLAUSECHECK_H
#define AMP2HIP_CHECKS_RESTRICTCLAUSECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class RestrictClauseCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "RestrictClauseCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
