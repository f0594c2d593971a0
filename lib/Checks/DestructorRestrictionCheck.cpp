//===- DestructorRestrictionCheck.cpp -------------------------------------===//
#include "Checks/DestructorRestrictionCheck.h"

#include "Checks/RuleReporter.h"

using namespace clang;

namespace amp2hip {

static std::string words(Restriction R) {
  if (R.Cpu && R.Amp)
    return "cpu and amp";
  return R.Amp ? "amp" : "cpu";
}

/// The destructor declared in \p RD (also in a class template's pattern).
static const CXXDestructorDecl *destructorOf(const CXXRecordDecl *RD) {
  for (const Decl *D : RD->decls())
    if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(D))
      return Dtor;
  return nullptr;
}

void DestructorRestrictionCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  for (const CXXRecordDecl *RD : Model.Code.Records) {
    const CXXDestructorDecl *Dtor = destructorOf(RD);
    if (!Dtor || Dtor->isImplicit())
      continue;
    if (hasRemovedDestructorOverload(Model, RD))
      continue; // already reported as overloaded
    Restriction Have = effectiveRestriction(Dtor);
    Restriction Need = Have;
    const CXXConstructorDecl *Culprit = nullptr;
    for (const CXXConstructorDecl *C : RD->ctors()) {
      if (C->isImplicit() || C->isDeleted())
        continue;
      Restriction CR = effectiveRestriction(C);
      if (((CR.Amp && !Have.Amp) || (CR.Cpu && !Have.Cpu)) && !Culprit)
        Culprit = C;
      Need.Amp |= CR.Amp;
      Need.Cpu |= CR.Cpu;
    }
    if (!Culprit ||
        !R.firstTime(Dtor->getLocation(), DiagId::DestructorRestriction, ""))
      continue;
    R.report(Dtor->getLocation(), DiagId::DestructorRestriction)
        << RD->getName() << words(Need);
    R.report(Culprit->getLocation(), DiagId::NoteConstructorRestriction)
        << words(effectiveRestriction(Culprit));
  }
}

} // namespace amp2hip
