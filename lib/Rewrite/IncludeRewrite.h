//===- IncludeRewrite.h - <amp.h> to the HIP and runtime headers -*- C++ -*-=//
#ifndef AMP2HIP_REWRITE_INCLUDEREWRITE_H
#define AMP2HIP_REWRITE_INCLUDEREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// True for the C++ AMP headers that the runtime provides and the include
/// rewrite maps (amp.h, amp_math.h, amp_graphics.h, amp_short_vectors.h,
/// amprt.h, amprt_exceptions.h).
bool isRuntimeEntryHeader(llvm::StringRef Header);

class IncludeRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "include"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
