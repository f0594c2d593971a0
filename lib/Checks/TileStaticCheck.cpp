//===- TileStaticCheck.cpp ------------------------------------------------===//
#include "Checks/TileStaticCheck.h"

using namespace clang;

namespace amp2hip {

void TileStaticCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const TileStaticVar &V : Model.TileStatics) {
    const VarDecl *VD = V.VD;
    SourceLocation Keyword = V.KeywordRange.getBegin();
    const FunctionDecl *Owner = dyn_cast<FunctionDecl>(VD->getDeclContext());
    if (!Owner || !effectiveRestriction(Owner).ampOnly() ||
        !VD->isLocalVarDecl())
      CC.Diags.report(Keyword, DiagId::TileStaticOutsideAmp)
          << SourceRange(Keyword, VD->getLocation());
    else if (VD->getType()->isPointerType() ||
             VD->getType()->isReferenceType() || VD->getType()->isNullPtrType())
      CC.Diags.report(VD->getLocation(), DiagId::TileStaticPointer);
    if (VD->hasInit() && !isa<ImplicitValueInitExpr>(VD->getInit()) &&
        VD->getInitStyle() != VarDecl::CallInit)
      CC.Diags.report(VD->getInit()->getBeginLoc(),
                      DiagId::TileStaticInitializer)
          << VD->getInit()->getSourceRange();
    else if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(VD->getInit()))
      if (CE->getNumArgs() > 0)
        CC.Diags.report(CE->getBeginLoc(), DiagId::TileStaticInitializer)
            << CE->getSourceRange();
  }
}

} // namespace amp2hip
