//===- AmpRewrite.h - Interface of one rewrite ------------------*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_AMPREWRITE_H
#define AMP2HIP_REWRITE_AMPREWRITE_H

#include "Diagnostics/AmpDiagnostics.h"
#include "Model/AmpModel.h"
#include "Rewrite/Edits.h"
#include <memory>
#include <vector>

namespace amp2hip {

struct RewriteContext {
  Edits &Out;
  AmpDiagnostics &Diags;

  /// Applies \p Ok's edit or reports AH1000 at \p Loc for \p What.
  void require(bool Ok, clang::SourceLocation Loc, llvm::StringRef What) {
    if (Ok)
      ++Out.counts()[What.str()];
    else
      Diags.report(Loc, DiagId::NotRewritable) << What;
  }
};

/// One rewrite: reads the model, adds edits.
class AmpRewrite {
public:
  virtual ~AmpRewrite() = default;
  virtual llvm::StringRef name() const = 0;
  virtual void run(const AmpModel &Model, RewriteContext &RC) = 0;
};

/// Every rewrite, in the order they run (RewriteList.cpp).
std::vector<std::unique_ptr<AmpRewrite>> createRewrites();

} // namespace amp2hip

#endif
