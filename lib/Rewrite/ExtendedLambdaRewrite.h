//===- ExtendedLambdaRewrite.h - Positions nvcc's lambdas need --*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_EXTENDEDLAMBDAREWRITE_H
#define AMP2HIP_REWRITE_EXTENDEDLAMBDAREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// Makes kernel lambdas acceptable to nvcc as extended __device__ lambdas
/// (see Model/ExtendedLambdas.h): a private or protected enclosing member
/// function or nested class gets `public:` before its in-class declaration
/// and its own access restored after it; a captured local class moves to
/// namespace scope before the declaration holding its function. Runs after
/// the other rewrites, so the moved text carries their edits.
class ExtendedLambdaRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "extended-lambda"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
