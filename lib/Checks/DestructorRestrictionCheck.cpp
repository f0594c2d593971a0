//===- DestructorRestrictionCheck.cpp -------------------------------------===//
#include "Checks/DestructorRestrictionCheck.h"

#include "Checks/RuleReporter.h"
#include "clang/AST/Attr.h"

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

/// The implicit destructor of \p RD, when Clang found that its bases' and
/// members' destructors leave it no target: one note per such destructor
/// that is not restrict(cpu,amp).
static void checkImplicitDestructor(const CXXRecordDecl *RD, RuleReporter &R) {
  const CXXDestructorDecl *Dtor = RD->getDestructor();
  if (!Dtor || !Dtor->isImplicit() || !Dtor->hasAttr<CUDAInvalidTargetAttr>() ||
      !R.firstTime(RD->getLocation(), DiagId::ImplicitDestructorNoRestriction,
                   ""))
    return;
  R.report(RD->getLocation(), DiagId::ImplicitDestructorNoRestriction)
      << RD->getName();
  auto Note = [&](QualType T) {
    const CXXRecordDecl *Sub =
        T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    const CXXDestructorDecl *D =
        Sub && Sub->hasDefinition() ? Sub->getDefinition()->getDestructor()
                                    : nullptr;
    if (!D || D->getLocation().isInvalid())
      return;
    bool Amp = D->hasAttr<CUDADeviceAttr>();
    bool Cpu = D->hasAttr<CUDAHostAttr>() || !Amp;
    if (Amp && Cpu)
      return;
    R.report(D->getLocation(), DiagId::NoteDestructorRestrictedTo)
        << ("~" + Sub->getNameAsString())
        << (D->hasAttr<CUDAInvalidTargetAttr>() ? "nothing"
            : Amp                               ? "amp"
                                                : "cpu");
  };
  for (const CXXBaseSpecifier &B : RD->bases())
    Note(B.getType());
  for (const FieldDecl *F : RD->fields())
    Note(F->getType());
}

void DestructorRestrictionCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  for (const CXXRecordDecl *RD : Model.Code.Records) {
    checkImplicitDestructor(RD, R);
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
