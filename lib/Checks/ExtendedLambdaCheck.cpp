//===- ExtendedLambdaCheck.cpp --------------------------------------------===//
#include "Checks/ExtendedLambdaCheck.h"

#include "Model/ExtendedLambdas.h"

using namespace clang;

namespace amp2hip {

void ExtendedLambdaCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const LocalTypeProblem &P : analyzeExtendedLambdas(Model).Problems)
    CC.Diags.report(P.Loc, DiagId::LocalTypeCapture)
        << P.Var->getName() << P.TypeName << P.Reason;
}

} // namespace amp2hip
