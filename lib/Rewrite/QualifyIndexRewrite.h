//===- QualifyIndexRewrite.h - Qualify unqualified index<N> -----*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_QUALIFYINDEXREWRITE_H
#define AMP2HIP_REWRITE_QUALIFYINDEXREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// `index<2>` found through `using namespace concurrency;` is valid under
/// MSVC, but glibc's <strings.h> declares a function ::index that the HIP
/// and CUDA headers bring in, making the name ambiguous. The output spells
/// it Concurrency::index. Likewise the program's own names that later
/// standards give std (Model/StdNameClashes.h) get their namespace.
class QualifyIndexRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "qualify index"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
