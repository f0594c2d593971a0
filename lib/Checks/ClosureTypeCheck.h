//===- ClosureTypeCheck.h - C3581: an amp lambda's closure type -*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_CLOSURETYPECHECK_H
#define AMP2HIP_CHECKS_CLOSURETYPECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// An amp lambda's captures are the members of its closure type, which
/// goes to the GPU: a capture refused by C3590 or C3596 also makes the
/// closure type unsupported (C3581), reported once per lambda where Visual
/// C++ did (its closing brace; its opening one in a template), with a note
/// at each refused capture. Runs after
/// CaptureCheck and CaptureTypeCheck, which record what they refused.
class ClosureTypeCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "ClosureTypeCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
