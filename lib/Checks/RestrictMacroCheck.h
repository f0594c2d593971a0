//===- RestrictMacroCheck.h - AH1001: clauses in macros ---------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_RESTRICTMACROCHECK_H
#define AMP2HIP_CHECKS_RESTRICTMACROCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class RestrictMacroCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "RestrictMacroCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
