//===- ManagedGlobalRewrite.h - HCC's shared globals to __managed__ -*- C++
//-*-===//
//
// HCC's dialect: a variable of static storage that kernels use becomes a
// __managed__ variable (Model/ManagedGlobals.h) at each of its declarations,
// and an [[hc]] written on it becomes that word.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_MANAGEDGLOBALREWRITE_H
#define AMP2HIP_REWRITE_MANAGEDGLOBALREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class ManagedGlobalRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "managed global"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
