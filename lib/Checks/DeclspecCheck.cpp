//===- DeclspecCheck.cpp --------------------------------------------------===//
#include "Checks/DeclspecCheck.h"

#include "Model/DeclspecForms.h"
#include "Model/Declspecs.h"

using namespace clang;

namespace amp2hip {

void DeclspecCheck::run(const AmpModel &Model, CheckContext &CC) {
  const SourceManager &SM = CC.Ctx.getSourceManager();
  for (const DeclspecUse &U : findDeclspecs(SM, CC.Ctx.getLangOpts(), Model)) {
    // Properties are rewritten (Rewrite/PropertyRewrite.h), what cannot be
    // is AH1302 there; the forms of Model/DeclspecForms.def are written in
    // portable text (Rewrite/DeclspecRewrite.h).
    if (U.Skipped || U.Name == "property" || portableDeclspec(U.Name, U.Arg))
      continue;
    CC.Diags.report(U.Begin, DiagId::DeclspecAttribute)
        << U.Name << SourceRange(U.Begin, U.End);
  }
}

} // namespace amp2hip
