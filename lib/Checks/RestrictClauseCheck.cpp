//===- RestrictClauseCheck.cpp --------------------------------------------===//
#include "Checks/RestrictClauseCheck.h"

using namespace clang;

namespace amp2hip {

/// Whether \p Loc lies in the body of an amp function (a lambda's, a local
/// class's member's, or one inheriting amp from the code around it).
static bool inAmpBody(const AmpModel &Model, const SourceManager &SM,
                      SourceLocation Loc) {
  for (const AmpBody &B : Model.Code.Bodies) {
    const Stmt *Body = B.FD->getBody();
    if (Body && SM.isPointWithin(Loc, Body->getBeginLoc(), Body->getEndLoc()))
      return true;
  }
  return false;
}

void RestrictClauseCheck::run(const AmpModel &Model, CheckContext &CC) {
  SourceManager &SM = CC.Ctx.getSourceManager();
  for (const auto &[File, Prepass] : Model.Prepasses) {
    SourceLocation Start = SM.getLocForStartOfFile(File);
    // The pre-pass keeps offsets, so its findings map straight onto the file.
    for (const PrepassFinding &F : Prepass->Findings) {
      SourceLocation At = Start.getLocWithOffset(F.Offset);
      DiagId Id = F.Id;
      // Microsoft's __asm, blanked by the pre-pass: a C++ AMP rule in amp
      // code, a translation limit elsewhere.
      if (Id == DiagId::AsmInAmp && !inAmpBody(Model, SM, At))
        Id = DiagId::MicrosoftAsm;
      auto D = CC.Diags.report(At, Id);
      if (!F.Arg.empty())
        D << F.Arg;
    }
  }
}

} // namespace amp2hip
