//===- ArrayParameterCheck.cpp --------------------------------------------===//
#include "Checks/ArrayParameterCheck.h"

using namespace clang;

namespace amp2hip {

void ArrayParameterCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const RestrictedFunction &RF : Model.Functions) {
    if (!RF.R.Amp)
      continue;
    for (const ParmVarDecl *P : RF.FD->parameters())
      if (P->getType()->isReferenceType() &&
          isConcurrencyArrayType(P->getType()))
        CC.Diags.report(P->getLocation(), DiagId::ArrayReferenceParameter)
            << P->getName();
  }
}

} // namespace amp2hip
