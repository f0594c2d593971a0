//===- RestrictedDeclCheck.cpp --------------------------------------------===//
#include "Checks/RestrictedDeclCheck.h"

using namespace clang;

namespace amp2hip {

void RestrictedDeclCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const RestrictedFunction &F : Model.Functions) {
    if (F.Lambda || F.Inherited)
      continue;
    SourceLocation At =
        F.Clauses.empty() ? F.FD->getLocation() : F.Clauses.front().getBegin();
    if (F.FD->isMain() && F.R.Amp)
      CC.Diags.report(At, DiagId::MainRestricted);
    else if (F.FD->isExternC() && F.R.Amp && F.R.Cpu)
      CC.Diags.report(At, DiagId::ExternCMultipleRestrictions);
  }
}

} // namespace amp2hip
