//===- RestrictedDeclCheck.h - C3934, C3938 ---------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_RESTRICTEDDECLCHECK_H
#define AMP2HIP_CHECKS_RESTRICTEDDECLCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// Declarations whose restriction is not allowed: `main` restricted to amp
/// (C3934), an extern "C" function with more than one restriction (C3938:
/// a C name cannot be overloaded).
class RestrictedDeclCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "RestrictedDeclCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
