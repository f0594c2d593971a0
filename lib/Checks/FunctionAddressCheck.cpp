//===- FunctionAddressCheck.cpp -------------------------------------------===//
#include "Checks/FunctionAddressCheck.h"

#include "Checks/RuleReporter.h"

using namespace clang;

namespace amp2hip {

void FunctionAddressCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  for (const FunctionRef &Ref : Model.Code.FunctionRefs) {
    const auto *FD = cast<FunctionDecl>(Ref.Ref->getDecl());
    if (!effectiveRestriction(FD).Amp || Ref.Ref->isNonOdrUse() != NOUR_None)
      continue;
    SourceLocation At = Ref.Ref->getLocation();
    std::string Name = FD->getQualifiedNameAsString();
    if (!R.firstTime(At, DiagId::AmpFunctionAddress, Name))
      continue;
    R.report(At, DiagId::AmpFunctionAddress) << Name;
    R.noteDeclared(FD, DiagId::NoteDeclaredHere);
    if (Ref.Body >= 0)
      R.noteInstantiation(Model.Code.Bodies[Ref.Body].FD);
  }
}

} // namespace amp2hip
