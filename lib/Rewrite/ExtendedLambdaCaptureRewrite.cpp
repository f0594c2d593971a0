//===- ExtendedLambdaCaptureRewrite.cpp -----------------------------------===//
#include "Rewrite/ExtendedLambdaCaptureRewrite.h"

#include "Model/ExtendedLambdas.h"
#include "Rewrite/ApiMap.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The arrays and textures \p LE captures by reference in any
/// instantiation, once each, in order of appearance.
std::vector<const VarDecl *> referenceCaptures(const AmpModel &Model,
                                               const LambdaExpr *LE) {
  std::vector<const VarDecl *> Vars;
  for (const ArrayCapture &A : Model.ArrayCaptures)
    if (A.Lambda->getBeginLoc() == LE->getBeginLoc() &&
        A.Capture->getCaptureKind() == LCK_ByRef &&
        llvm::none_of(Vars, [&](const VarDecl *V) {
          return V->getName() == A.Var->getName();
        }))
      Vars.push_back(A.Var);
  return Vars;
}

/// `[&](decltype(amp2hip::capture(a)) a) { return [=] ... ; }(
/// amp2hip::capture(a))` around the lambda. The handles are the host
/// lambda's parameters: nvcc builds no kernel for an extended lambda that
/// copies an init-capture of the lambda around it.
bool wrap(const LambdaExpr *LE, const std::vector<const VarDecl *> &Vars,
          Edits &Out) {
  CharSourceRange Whole =
      Out.fileRange(CharSourceRange::getTokenRange(LE->getSourceRange()));
  if (Whole.isInvalid())
    return false;
  std::string Params, Args;
  for (const VarDecl *V : Vars) {
    std::string Name = V->getName().str();
    std::string Handle = "amp2hip::capture(" + Name + ")";
    Params += (Params.empty() ? "" : ", ") + ("decltype(" + Handle + ") ") +
              Name;
    Args += (Args.empty() ? "" : ", ") + Handle;
  }
  return Out.replace(
             CharSourceRange::getTokenRange(LE->getIntroducerRange()),
             "[&](" + Params + ") { return " +
                 hipText(ApiMapId::CopyCaptureDefault).str()) &&
         Out.insertBefore(Whole.getEnd(), "; }(" + Args + ")");
}

/// The variables of the enclosing functions that \p LE's body uses, in
/// order of first use, and whether it uses `this`. In a template pattern
/// Clang leaves a default capture's list empty where uses are dependent.
struct OuterUses : RecursiveASTVisitor<OuterUses> {
  explicit OuterUses(const FunctionDecl *CallOp) : CallOp(CallOp) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (VD && VD->isLocalVarDeclOrParm() && !VD->isStaticLocal() &&
        !isInside(VD) && llvm::find(Vars, VD) == Vars.end())
      Vars.push_back(VD);
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *) {
    This = true;
    return true;
  }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
    This |= E->isImplicitAccess();
    return true;
  }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
    This |= E->isImplicitAccess();
    return true;
  }
  bool isInside(const VarDecl *VD) const {
    for (const DeclContext *DC = VD->getDeclContext(); DC; DC = DC->getParent())
      if (DC == CallOp)
        return true;
    return false;
  }
  const FunctionDecl *CallOp;
  std::vector<const VarDecl *> Vars;
  bool This = false;
};

/// `[a = amp2hip::capture(a), n = amp2hip::capture(n)]` for a __device__
/// lambda (nvcc allows it init-captures), the Wrapped form otherwise.
bool captureEach(const AmpModel &Model, const RestrictedFunction &RF,
                 Edits &Out) {
  OuterUses Uses(RF.Lambda->getCallOperator());
  Uses.TraverseStmt(RF.Lambda->getBody());
  if (RF.R.Cpu && !isKernelLambda(Model, RF.Lambda))
    return wrap(RF.Lambda, Uses.Vars, Out);
  std::string List;
  for (const VarDecl *V : Uses.Vars) {
    std::string Name = V->getName().str();
    List += (List.empty() ? "" : ", ") + Name + " = amp2hip::capture(" +
            Name + ")";
  }
  if (Uses.This)
    List += List.empty() ? "this" : ", this";
  return Out.replace(
      CharSourceRange::getTokenRange(RF.Lambda->getIntroducerRange()),
      "[" + List + "]");
}

} // namespace

void ExtendedLambdaCaptureRewrite::run(const AmpModel &Model,
                                       RewriteContext &RC) {
  for (const RestrictedFunction &RF : Model.Functions) {
    if (!RF.Lambda)
      continue;
    switch (capturePlanOf(Model, RF)) {
    case CapturePlan::AsWritten:
      break;
    case CapturePlan::CopyDefault:
      RC.require(RC.Out.replace(CharSourceRange::getTokenRange(
                                    RF.Lambda->getIntroducerRange()),
                                hipText(ApiMapId::CopyCaptureDefault)),
                 RF.Lambda->getBeginLoc(), "[&] of an extended lambda");
      break;
    case CapturePlan::Wrapped:
      RC.require(wrap(RF.Lambda, referenceCaptures(Model, RF.Lambda), RC.Out),
                 RF.Lambda->getBeginLoc(),
                 "arrays captured by a restrict(cpu,amp) lambda");
      break;
    case CapturePlan::CaptureEach:
      RC.require(captureEach(Model, RF, RC.Out), RF.Lambda->getBeginLoc(),
                 "[&] of an extended lambda in a template");
      break;
    }
  }
}

} // namespace amp2hip
