//===- FallOffCheck.h - Non-void functions falling off their end -*- C++ -*-=//
//
// AH1402 for each function or lambda of the project that can reach the end
// of its body without returning a value (Model/FallOffs.h), with the
// `return` that the output gets as the fix-it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_FALLOFFCHECK_H
#define AMP2HIP_CHECKS_FALLOFFCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class FallOffCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "fall-off"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
