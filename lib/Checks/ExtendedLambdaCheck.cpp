//===- ExtendedLambdaCheck.cpp --------------------------------------------===//
#include "Checks/ExtendedLambdaCheck.h"

#include "Model/ExtendedLambdas.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace amp2hip {

void ExtendedLambdaCheck::run(const AmpModel &Model, CheckContext &CC) {
  ExtendedLambdaFixes Fixes = analyzeExtendedLambdas(Model);
  for (const LocalTypeProblem &P : Fixes.Problems)
    CC.Diags.report(P.Loc, DiagId::LocalTypeCapture)
        << P.Var->getName() << P.TypeName << P.Reason;
  for (const UnaddressableParent &U : Fixes.Unaddressable)
    CC.Diags.report(U.Lambda->getBeginLoc(), DiagId::KernelInConstructor)
        << (isa<CXXDestructorDecl>(U.Function) ? "destructor" : "constructor")
        << cast<CXXMethodDecl>(U.Function)->getParent()->getName();
}

} // namespace amp2hip
