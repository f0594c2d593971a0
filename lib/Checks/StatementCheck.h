//===- StatementCheck.h - C3587 C3591 C3592 C3593 C3594 C3598 ---*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_STATEMENTCHECK_H
#define AMP2HIP_CHECKS_STATEMENTCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// Statements amp code cannot contain: dynamic_cast (C3587), typeid
/// (C3591), inline assembly (C3592), goto (C3593), try/catch/throw and
/// function-try-blocks (C3594), labels other than case/default (C3598).
class StatementCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "StatementCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
