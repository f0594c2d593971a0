//===- ExtendedLambdaCheck.h - nvcc's kernel lambda rules -------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_EXTENDEDLAMBDACHECK_H
#define AMP2HIP_CHECKS_EXTENDEDLAMBDACHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// Kernel lambdas capturing a variable of a function-local type that the
/// output cannot move out of the function (AH1007), and kernel lambdas in
/// constructors and destructors (AH1008, a warning: hipcc builds the output,
/// nvcc does not).
class ExtendedLambdaCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "ExtendedLambdaCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
