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

/// `[&, a = amp2hip::capture(a)] { return [=] ... ; }()` around the lambda.
bool wrap(const AmpModel &Model, const RestrictedFunction &RF, Edits &Out) {
  const LambdaExpr *LE = RF.Lambda;
  CharSourceRange Whole =
      Out.fileRange(CharSourceRange::getTokenRange(LE->getSourceRange()));
  if (Whole.isInvalid())
    return false;
  std::string Outer = "[&";
  for (const VarDecl *V : referenceCaptures(Model, LE)) {
    std::string Name = V->getName().str();
    Outer += ", " + Name + " = amp2hip::capture(" + Name + ")";
  }
  Outer += "] { return " + hipText(ApiMapId::CopyCaptureDefault).str();
  return Out.replace(
             CharSourceRange::getTokenRange(LE->getIntroducerRange()),
             Outer) &&
         Out.insertBefore(Whole.getEnd(), "; }()");
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
