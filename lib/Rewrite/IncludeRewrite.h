//===- IncludeRewrite.h - <amp.h> to the HIP and runtime headers -*- C++ -*-=//
#ifndef AMP2HIP_REWRITE_INCLUDEREWRITE_H
#define AMP2HIP_REWRITE_INCLUDEREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class IncludeRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "include"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
