//===- CaptureCheck.cpp ---------------------------------------------------===//
#include "Checks/CaptureCheck.h"

#include "Model/HostReferences.h"

#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace amp2hip {

/// The `&` of an explicit by-reference capture, or an invalid range.
static CharSourceRange ampersandOf(const LambdaCapture &C,
                                   const SourceManager &SM) {
  SourceLocation L = C.getLocation();
  if (C.isImplicit() || L.isMacroID())
    return {};
  bool Invalid = false;
  const char *P = SM.getCharacterData(L, &Invalid);
  if (Invalid)
    return {};
  unsigned Back = 1;
  while (P[-int(Back)] == ' ' || P[-int(Back)] == '\t')
    ++Back;
  if (P[-int(Back)] != '&')
    return {};
  SourceLocation Amp = L.getLocWithOffset(-int(Back));
  return CharSourceRange::getCharRange(Amp, L);
}

/// \p LE's captures; in Visual C++'s dialect also those only the instances
/// of its template make (HCC's keeps the pattern's: its host references
/// are planned on them).
static std::vector<LambdaCapture> capturesOf(const AmpModel &Model,
                                             const LambdaExpr *LE) {
  std::vector<LambdaCapture> Out(LE->capture_begin(), LE->capture_end());
  if (Model.Dialect == SourceDialect::Hcc)
    return Out;
  for (const AmpCapture &A : Model.LambdaCaptures)
    if (A.Lambda != LE && A.Lambda->getBeginLoc() == LE->getBeginLoc() &&
        llvm::none_of(Out, [&](const LambdaCapture &C) {
          return C.getLocation() == A.Capture->getLocation();
        }))
      Out.push_back(*A.Capture);
  return Out;
}

void CaptureCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const RestrictedFunction &RF : Model.Functions) {
    if (!RF.Lambda || !RF.R.Amp)
      continue;
    // Visual C++ refused by-reference captures in every amp lambda, even a
    // restrict(cpu,amp) one only called on the host. HCC allowed them in
    // that one; its kernels are judged below. No amp lambda copies an array.
    bool Judged = Model.Dialect != SourceDialect::Hcc || RF.R.ampOnly() ||
                  isKernelLambda(Model, RF.Lambda);
    for (const LambdaCapture &C : capturesOf(Model, RF.Lambda)) {
      if (!Judged && (C.capturesThis() || C.getCaptureKind() == LCK_ByRef))
        continue;
      if (C.capturesThis()) {
        CC.Diags.report(C.getLocation(), DiagId::CaptureThis);
        CC.RefusedCaptures.push_back({RF.Lambda, C.getLocation(), "'this'"});
        continue;
      }
      if (!C.capturesVariable())
        continue;
      const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar());
      if (!VD)
        continue;
      bool IsArray = isCapturedByReferenceType(VD->getType());
      if (C.getCaptureKind() == LCK_ByRef) {
        // HCC's kernels wrote host data through shared virtual memory: the
        // translation mirrors it (Model/HostReferences.h).
        if (!IsArray && !isHostReferenceCapture(Model, RF, C)) {
          auto D = CC.Diags.report(C.getLocation(), DiagId::CaptureByReference)
                   << VD->getName();
          CharSourceRange Amp = ampersandOf(C, CC.Ctx.getSourceManager());
          if (Amp.isValid())
            D << FixItHint::CreateRemoval(Amp);
          CC.RefusedCaptures.push_back(
              {RF.Lambda, C.getLocation(),
               "'" + VD->getName().str() + "' by reference"});
        }
      } else if (IsArray && !VD->getType()->isReferenceType()) {
        auto D = CC.Diags.report(C.getLocation(), DiagId::ArrayCapturedByValue)
                 << VD->getName();
        if (!C.isImplicit() && C.getLocation().isFileID())
          D << FixItHint::CreateInsertion(C.getLocation(), "&");
      }
    }
  }
}

} // namespace amp2hip
