//===- InstantiationRestrictRewrite.h - Clauses of instantiations -*- C++ -*-=//
#ifndef AMP2HIP_REWRITE_INSTANTIATIONRESTRICTREWRITE_H
#define AMP2HIP_REWRITE_INSTANTIATIONRESTRICTREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// Explicit instantiations (`template int g<int>(int) restrict(amp);`)
/// declare no function of their own, so the model has nothing for them. The
/// pre-pass moved their clauses right after `template`, where HIP wants the
/// attribute too: each clause group becomes the attribute in place.
class InstantiationRestrictRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "instantiation-restrict"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;

private:
  void rewriteFile(clang::SourceManager &SM, clang::FileID File,
                   const PrepassResult &Prepass, RewriteContext &RC);
};

} // namespace amp2hip

#endif
