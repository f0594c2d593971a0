//===- RestrictRewrite.h - restrict clauses to HIP attributes ---*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_RESTRICTREWRITE_H
#define AMP2HIP_REWRITE_RESTRICTREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// restrict(amp) -> __device__, restrict(cpu,amp) -> __host__ __device__,
/// restrict(cpu) removed; the attribute goes before the declaration, or
/// before a lambda's parameter list (nvcc accepts only that position).
/// Lambdas and local-class members that inherit amp get the attribute
/// written out.
class RestrictRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "restrict"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
