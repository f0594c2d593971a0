//===- HostPointerCaptureCheck.cpp ----------------------------------------===//
#include "Checks/HostPointerCaptureCheck.h"

#include "Checks/RuleReporter.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Whether \p VD is assigned or has its address taken anywhere in \p Body:
/// then its initializer is not its only value.
class ChangeFinder : public RecursiveASTVisitor<ChangeFinder> {
public:
  explicit ChangeFinder(const VarDecl *VD) : VD(VD) {}
  bool Changed = false;

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp() && refersTo(BO->getLHS()))
      Changed = true;
    return !Changed;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_AddrOf && refersTo(UO->getSubExpr()))
      Changed = true; // it may be written through the address
    return !Changed;
  }
  bool VisitCallExpr(CallExpr *CE) {
    // Passed by non-const reference: the callee may set it.
    const FunctionDecl *FD = CE->getDirectCallee();
    for (unsigned I = 0; FD && I < CE->getNumArgs(); ++I)
      if (I < FD->getNumParams() && refersTo(CE->getArg(I))) {
        QualType P = FD->getParamDecl(I)->getType();
        if (P->isReferenceType() && !P.getNonReferenceType().isConstQualified())
          Changed = true;
      }
    return !Changed;
  }

private:
  bool refersTo(const Expr *E) const {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == VD;
  }
  const VarDecl *VD;
};

/// Whether \p E denotes a standard container (std::vector, std::array,
/// std::basic_string ...), whose data() is host memory.
bool isStdContainer(const Expr *E) {
  const CXXRecordDecl *RD = E->getType()
                                .getNonReferenceType()
                                ->getPointeeOrArrayElementType()
                                ->getAsCXXRecordDecl();
  if (!RD)
    RD = E->getType().getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace();
}

/// What host memory \p E (a pointer's initializer) visibly is, or "".
std::string hostMemoryOf(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (isa<CXXNewExpr>(E))
    return "it is set from new";
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_AddrOf)
      if (const auto *DRE =
              dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
        if (isa<VarDecl>(DRE->getDecl()))
          return "it is the address of '" + DRE->getDecl()->getNameAsString() +
                 "'";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
      if (V->getType()->isArrayType())
        return "it is the host array '" + V->getNameAsString() + "'";
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(E)) {
    const CXXMethodDecl *MD = MCE->getMethodDecl();
    if (MD && MD->getIdentifier() && MD->getName() == "data" &&
        MCE->getImplicitObjectArgument() &&
        isStdContainer(MCE->getImplicitObjectArgument()))
      return "it is the data() of a standard container";
  }
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *FD = CE->getDirectCallee())
      if (FD->getIdentifier() &&
          (FD->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
           FD->isInStdNamespace()) &&
          llvm::is_contained({"malloc", "calloc", "realloc", "aligned_alloc"},
                             FD->getName()))
        return "it is set from " + FD->getName().str();
  return "";
}

} // namespace

void HostPointerCaptureCheck::run(const AmpModel &Model, CheckContext &CC) {
  if (Model.Dialect != SourceDialect::Hcc)
    return;
  RuleReporter R(CC);
  for (const AmpBody &B : Model.Code.Bodies) {
    if (!B.Lambda)
      continue;
    for (const LambdaCapture &C : B.Lambda->captures()) {
      if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
        continue;
      const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar());
      if (!VD || !VD->getType()->isPointerType() || !VD->getInit() ||
          !VD->isLocalVarDecl())
        continue;
      std::string What = hostMemoryOf(VD->getInit());
      if (What.empty())
        continue;
      const auto *Fn = dyn_cast<FunctionDecl>(VD->getDeclContext());
      if (Fn && Fn->getBody()) {
        ChangeFinder F(VD);
        F.TraverseStmt(Fn->getBody());
        if (F.Changed)
          continue;
      }
      if (!R.firstTime(C.getLocation(), DiagId::HostPointerCaptured,
                       VD->getName()))
        continue;
      R.report(C.getLocation(), DiagId::HostPointerCaptured)
          << VD->getName() << What;
      R.noteDeclared(VD, DiagId::NoteDeclaredHere);
      R.noteInstantiation(B.FD);
    }
  }
}

} // namespace amp2hip
