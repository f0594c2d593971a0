//===- FunctionAddressCheck.h - C3939 ---------------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_FUNCTIONADDRESSCHECK_H
#define AMP2HIP_CHECKS_FUNCTIONADDRESSCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// No pointer or reference to a function or member function restricted to
/// amp may be formed, in host or amp code (C3939): amp code has no indirect
/// calls.
class FunctionAddressCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "FunctionAddressCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
