//===- FunctionAddressCheck.cpp -------------------------------------------===//
#include "Checks/FunctionAddressCheck.h"

#include "Checks/RuleReporter.h"
#include "clang/AST/Attr.h"

using namespace clang;

namespace amp2hip {

/// restrict(amp) written on a variable (a pointer to an amp function):
/// Clang refuses it on locals and parameters (relabelled C3939 by the
/// diagnostic recorder) but makes a global or static variable a __device__
/// variable.
static void checkRestrictedVariables(const AmpModel &Model, RuleReporter &R) {
  for (const DeclaratorDecl *D : Model.Code.ProjectDecls) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || VD->hasLocalStorage() || Model.isManaged(VD))
      continue;
    const auto *A = VD->getAttr<CUDADeviceAttr>();
    if (!A || A->isImplicit())
      continue;
    SourceLocation At = A->getLocation().isValid() ? A->getLocation()
                                                   : VD->getLocation();
    if (R.firstTime(At, DiagId::AmpRestrictedVariable, ""))
      R.report(At, DiagId::AmpRestrictedVariable) << VD->getSourceRange();
  }
}

void FunctionAddressCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  checkRestrictedVariables(Model, R);
  for (const FunctionRef &Ref : Model.Code.FunctionRefs) {
    const auto *FD = cast<FunctionDecl>(Ref.Ref->getDecl());
    Restriction Restricted = effectiveRestriction(FD);
    if (!Restricted.Amp || Ref.Ref->isNonOdrUse() != NOUR_None)
      continue;
    // Outside amp code, a restrict(cpu, amp) function's address is its cpu
    // side's, as Visual C++ took it (the suite's function pointer
    // conversion and cast tests).
    if (Restricted.Cpu && Ref.Body < 0)
      continue;
    // HCC's dialect: device code may take a device function's address
    // (HIP's rules), where no host side shares the body.
    if (Model.Dialect == SourceDialect::Hcc && Ref.Body >= 0 &&
        effectiveRestriction(Model.Code.Bodies[Ref.Body].FD).ampOnly())
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
