//===- ExtendedLambdaCaptureRewrite.cpp -----------------------------------===//
#include "Rewrite/ExtendedLambdaCaptureRewrite.h"

#include "Model/ExtendedLambdas.h"
#include "Rewrite/ApiMap.h"

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
bool wrap(const AmpModel &Model, const RestrictedFunction &RF, Edits &Out) {
  const LambdaExpr *LE = RF.Lambda;
  CharSourceRange Whole =
      Out.fileRange(CharSourceRange::getTokenRange(LE->getSourceRange()));
  if (Whole.isInvalid())
    return false;
  std::string Params, Args;
  for (const VarDecl *V : referenceCaptures(Model, LE)) {
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
      RC.require(wrap(Model, RF, RC.Out), RF.Lambda->getBeginLoc(),
                 "arrays captured by a restrict(cpu,amp) lambda");
      break;
    }
  }
}

} // namespace amp2hip
