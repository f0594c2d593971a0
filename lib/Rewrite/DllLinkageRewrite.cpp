//===- DllLinkageRewrite.cpp ----------------------------------------------===//
#include "Rewrite/DllLinkageRewrite.h"

#include "Model/Declspecs.h"
#include "Rewrite/ApiMap.h"

using namespace clang;

namespace amp2hip {

void DllLinkageRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  llvm::StringRef Visible = hipText(ApiMapId::DllLinkage);
  for (const DeclspecUse &U :
       findDeclspecs(RC.Out.sourceManager(), RC.Out.langOpts(), Model)) {
    if (!isDllLinkage(U.Name))
      continue;
    RC.require(
        RC.Out.replace(CharSourceRange::getCharRange(U.Begin, U.End), Visible),
        U.Begin, "__declspec(" + U.Name + ")");
  }
}

} // namespace amp2hip
