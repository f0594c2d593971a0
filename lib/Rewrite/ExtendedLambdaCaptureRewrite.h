//===- ExtendedLambdaCaptureRewrite.h - Captures nvcc accepts ---*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_EXTENDEDLAMBDACAPTUREREWRITE_H
#define AMP2HIP_REWRITE_EXTENDEDLAMBDACAPTUREREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// Writes the capture list of an amp lambda that becomes an nvcc extended
/// lambda so that nvcc accepts it (see CapturePlan in
/// Model/ExtendedLambdas.h): a default `[&]` that captures nothing by
/// reference becomes `[=]`; a restrict(cpu,amp) lambda that is not a kernel
/// and captures arrays or textures is returned by an immediately invoked
/// host lambda that takes their device handles as parameters, since nvcc
/// forbids init-captures in __host__ __device__ lambdas (and builds no
/// kernel for one that copies an init-capture of an enclosing lambda).
/// Kernel lambdas capturing arrays are ArrayCaptureRewrite's.
class ExtendedLambdaCaptureRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "extended-lambda-capture"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
