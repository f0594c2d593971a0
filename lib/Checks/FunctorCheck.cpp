//===- FunctorCheck.cpp ---------------------------------------------------===//
#include "Checks/FunctorCheck.h"

using namespace clang;

namespace amp2hip {

void FunctorCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const KernelLaunch &L : Model.Launches) {
    if (!L.Functor || !L.Functor->hasDefinition())
      continue;
    for (const FieldDecl *F : L.Functor->fields())
      if (F->getType()->isReferenceType() &&
          isConcurrencyArrayType(F->getType()))
        CC.Diags.report(F->getLocation(), DiagId::ArrayReferenceMember)
            << F->getName();
  }
}

} // namespace amp2hip
