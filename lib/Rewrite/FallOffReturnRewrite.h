//===- FallOffReturnRewrite.h - A return where a function falls off -*- C++
//-*-//
//
// Applied by default: AH1402's fix-it, `return {};` before the closing brace
// of a non-void function that can fall off its end (Model/FallOffs.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_FALLOFFRETURNREWRITE_H
#define AMP2HIP_REWRITE_FALLOFFRETURNREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class FallOffReturnRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "fall-off-return"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
