//===- TwoPhaseLookupCheck.cpp --------------------------------------------===//
#include "Checks/TwoPhaseLookupCheck.h"

namespace amp2hip {

void TwoPhaseLookupCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const LateDeclaration &L : Model.TwoPhase.LateDeclared) {
    CC.Diags.report(L.Use, L.ForwardDeclared
                               ? DiagId::DeclaredAfterTemplateDeclared
                               : DiagId::DeclaredAfterTemplate)
        << L.Name;
    CC.Diags.report(L.Decl->getLocation(), DiagId::DeclaredAfterTemplateHere)
        << L.Name;
  }
}

} // namespace amp2hip
