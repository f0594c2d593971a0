//===- HostReferences.cpp -------------------------------------------------===//
#include "Model/HostReferences.h"

#include "Model/AmpDecls.h"
#include "Model/ExtendedLambdas.h"

using namespace clang;

namespace amp2hip {

/// nvcc refuses local classes in an extended lambda's captures.
static bool involvesLocalClass(QualType T, const ASTContext &Ctx) {
  while (const ArrayType *AT = Ctx.getAsArrayType(T))
    T = AT->getElementType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && RD->isLocalClass();
}

bool isHostReferenceCapture(const AmpModel &Model, const RestrictedFunction &RF,
                            const LambdaCapture &C) {
  if (Model.Dialect != SourceDialect::Hcc || !RF.Lambda || !RF.R.ampOnly() ||
      !C.capturesVariable() || C.getCaptureKind() != LCK_ByRef ||
      RF.FD->isDependentContext() || !isKernelLambda(Model, RF.Lambda))
    return false;
  const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar());
  if (!VD || !VD->hasLocalStorage() || isCapturedByReferenceType(VD->getType()))
    return false;
  const ASTContext &Ctx = VD->getASTContext();
  QualType T = VD->getType().getNonReferenceType();
  if (T->isDependentType() || T->isIncompleteType() ||
      !T.isTriviallyCopyableType(Ctx) || involvesLocalClass(T, Ctx))
    return false;
  return capturePlanOf(Model, RF) == CapturePlan::AsWritten;
}

} // namespace amp2hip
