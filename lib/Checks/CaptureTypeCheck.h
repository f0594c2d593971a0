//===- CaptureTypeCheck.h - C3596: what an amp lambda captures --*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_CAPTURETYPECHECK_H
#define AMP2HIP_CHECKS_CAPTURETYPECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// A variable captured by copy into an amp lambda must be amp-compatible and
/// hold no pointer (the copy is made for the GPU): pointers, references to
/// pointers, and classes with unsupported members are refused (C3596); a
/// container of unsupported elements is C3581.
class CaptureTypeCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "CaptureTypeCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
