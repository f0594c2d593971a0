//===- LongWidthCheck.cpp -------------------------------------------------===//
#include "Checks/LongWidthCheck.h"

#include "Model/AmpTypes.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace amp2hip {

namespace {

class LongWidth {
public:
  LongWidth(CheckContext &CC) : CC(CC) {}

  /// \p D holds (or is an array_view/array of) `long` written as such.
  void declaration(const DeclaratorDecl *D) {
    QualType T = D->getType().getNonReferenceType();
    QualType E = containerElementType(T);
    if (!E.isNull())
      T = E;
    if (isPlatformLong(T)) {
      warn(D, T);
      return;
    }
    while (const auto *AT = CC.Ctx.getAsArrayType(T))
      T = AT->getElementType();
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
      members(RD);
  }

  void members(const CXXRecordDecl *RD) {
    if (!RD->hasDefinition() || !Visited.insert(RD).second)
      return;
    for (const FieldDecl *F : RD->getDefinition()->fields())
      declaration(F);
  }

private:
  /// The `long` as written in \p TL (through const, references and the
  /// template arguments of a container), or a null TypeLoc.
  static TypeLoc writtenLong(TypeLoc TL) {
    while (!TL.isNull()) {
      if (auto Q = TL.getAs<QualifiedTypeLoc>()) {
        TL = Q.getUnqualifiedLoc();
      } else if (auto El = TL.getAs<ElaboratedTypeLoc>()) {
        TL = El.getNamedTypeLoc();
      } else if (auto R = TL.getAs<ReferenceTypeLoc>()) {
        TL = R.getPointeeLoc();
      } else if (auto A = TL.getAs<ArrayTypeLoc>()) {
        TL = A.getElementLoc();
      } else if (auto TS = TL.getAs<TemplateSpecializationTypeLoc>()) {
        if (TS.getNumArgs() == 0 ||
            TS.getArgLoc(0).getArgument().getKind() != TemplateArgument::Type)
          return {};
        TL = TS.getArgLoc(0).getTypeSourceInfo()->getTypeLoc();
      } else if (auto B = TL.getAs<BuiltinTypeLoc>()) {
        return isPlatformLong(B.getType()) ? TL : TypeLoc();
      } else {
        return {};
      }
    }
    return {};
  }

  void warn(const DeclaratorDecl *D, QualType Long) {
    // The runtime's own members (reached through a container of views,
    // which C3581 refuses) are not the user's to change.
    if (CC.Ctx.getSourceManager().isInSystemHeader(D->getLocation()) ||
        !Warned.insert(D->getCanonicalDecl()).second)
      return;
    TypeLoc At;
    if (const TypeSourceInfo *TSI = D->getTypeSourceInfo())
      At = writtenLong(TSI->getTypeLoc());
    bool Unsigned = Long->isUnsignedIntegerType();
    SourceLocation Loc = At.isNull() ? D->getLocation() : At.getBeginLoc();
    auto Diag = CC.Diags.report(Loc, DiagId::LongWidthChanges)
                << (Unsigned ? "unsigned long" : "long") << D->getName();
    SourceRange R = At.isNull() ? SourceRange() : At.getSourceRange();
    if (R.isValid() && R.getBegin().isFileID() && R.getEnd().isFileID())
      Diag << FixItHint::CreateReplacement(CharSourceRange::getTokenRange(R),
                                           Unsigned ? "unsigned int" : "int");
  }

  CheckContext &CC;
  llvm::SmallPtrSet<const Decl *, 16> Warned;
  llvm::SmallPtrSet<const CXXRecordDecl *, 16> Visited;
};

} // namespace

void LongWidthCheck::run(const AmpModel &Model, CheckContext &CC) {
  // HCC's programs were built on Linux: `long` was 64 bits there too.
  if (Model.Dialect == SourceDialect::Hcc)
    return;
  LongWidth L(CC);
  for (const DeclaratorDecl *D : Model.Code.ProjectDecls)
    if (!containerElementType(D->getType()).isNull())
      L.declaration(D);
  for (const AmpBody &B : Model.Code.Bodies) {
    if (!B.Lambda || B.Cpu)
      continue;
    for (const LambdaCapture &C : B.Lambda->captures())
      if (C.capturesVariable() && C.getCaptureKind() == LCK_ByCopy)
        if (const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar()))
          L.declaration(VD);
  }
  for (const KernelLaunch &K : Model.Launches)
    if (K.Functor)
      L.members(K.Functor);
}

} // namespace amp2hip
