//===- RestrictedDeclCheck.cpp --------------------------------------------===//
#include "Checks/RestrictedDeclCheck.h"

#include <map>
#include <string>

using namespace clang;

namespace amp2hip {

void RestrictedDeclCheck::run(const AmpModel &Model, CheckContext &CC) {
  // extern "C" functions by name: a second one with another restriction is
  // an overload, which C linkage cannot name.
  std::map<std::string, const FunctionDecl *> ExternC;
  for (const RestrictedFunction &F : Model.Functions) {
    if (F.Lambda || F.Inherited)
      continue;
    SourceLocation At =
        F.Clauses.empty() ? F.FD->getLocation() : F.Clauses.front().getBegin();
    if (F.FD->isMain() && F.R.Amp) {
      CC.Diags.report(At, DiagId::MainRestricted);
    } else if (F.FD->isExternC() && F.R.Amp && F.R.Cpu) {
      CC.Diags.report(At, DiagId::ExternCMultipleRestrictions);
    } else if (F.FD->isExternC() && F.FD->getIdentifier()) {
      auto [It, New] = ExternC.try_emplace(F.FD->getName().str(), F.FD);
      if (New || It->second->getCanonicalDecl() == F.FD->getCanonicalDecl())
        continue;
      CC.Diags.report(F.FD->getLocation(), DiagId::ExternCOverloaded)
          << F.FD->getName();
      CC.Diags.report(It->second->getLocation(), DiagId::NoteDeclaredHere)
          << F.FD->getName();
    }
  }
}

} // namespace amp2hip
