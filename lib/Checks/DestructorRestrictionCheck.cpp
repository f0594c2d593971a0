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

/// Where the pre-pass removed a destructor overloaded on restriction; the
/// class then has already been reported.
static std::vector<SourceLocation> overloadedDestructors(const AmpModel &Model,
                                                         SourceManager &SM) {
  std::vector<SourceLocation> Out;
  for (const auto &[File, P] : Model.Prepasses)
    for (const PrepassFinding &F : P->Findings)
      if (F.Id == DiagId::DestructorOverloaded)
        Out.push_back(SM.getLocForStartOfFile(File).getLocWithOffset(F.Offset));
  return Out;
}

void DestructorRestrictionCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  SourceManager &SM = CC.Ctx.getSourceManager();
  std::vector<SourceLocation> Removed = overloadedDestructors(Model, SM);
  for (const CXXRecordDecl *RD : Model.Code.Records) {
    const CXXDestructorDecl *Dtor = destructorOf(RD);
    if (!Dtor || Dtor->isImplicit())
      continue;
    SourceRange Body = RD->getSourceRange();
    if (llvm::any_of(Removed, [&](SourceLocation L) {
          return !SM.isBeforeInTranslationUnit(L, Body.getBegin()) &&
                 !SM.isBeforeInTranslationUnit(Body.getEnd(), L);
        }))
      continue;
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
