//===- AmpTypeCheck.h - C3581: types amp code cannot use --------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_AMPTYPECHECK_H
#define AMP2HIP_CHECKS_AMPTYPECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// Variables, parameters, return types, casts, literals and members used in
/// amp code whose type is not amp-compatible; amp functions that are
/// variadic, volatile, virtual or have a dynamic exception specification;
/// concurrency containers of unsupported elements anywhere in the project.
class AmpTypeCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "AmpTypeCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
