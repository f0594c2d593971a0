//===- ExpressionCheck.h - C3588 C3589 C3595 C3599 --------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_EXPRESSIONCHECK_H
#define AMP2HIP_CHECKS_EXPRESSIONCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// Expressions amp code cannot contain: casts between pointers and integers
/// (C3588), string literals outside direct3d_printf/direct3d_errorf (C3589),
/// constants no supported type can hold (C3595), pointer arithmetic on
/// bool* (C3599).
class ExpressionCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "ExpressionCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
