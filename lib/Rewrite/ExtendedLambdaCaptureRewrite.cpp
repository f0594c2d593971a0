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

/// `[=, a = amp2hip::capture(a)]` for a __device__ lambda (nvcc allows it
/// init-captures), the Wrapped form otherwise.
bool captureEach(const AmpModel &Model, const RestrictedFunction &RF,
                 Edits &Out) {
  std::vector<const VarDecl *> Vars = dependentHandles(RF.Lambda);
  if (RF.R.Cpu && !isKernelLambda(Model, RF.Lambda))
    return wrap(RF.Lambda, Vars, Out);
  std::string List = hipText(ApiMapId::CopyCaptureDefault).str();
  List.pop_back(); // "[=]" without its ']'
  for (const VarDecl *V : Vars) {
    std::string Name = V->getName().str();
    List += ", " + Name + " = amp2hip::capture(" + Name + ")";
  }
  return Out.replace(
      CharSourceRange::getTokenRange(RF.Lambda->getIntroducerRange()),
      List + "]");
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
