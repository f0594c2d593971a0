//===- RestrictClauseCheck.cpp --------------------------------------------===//
#include "Checks/RestrictClauseCheck.h"

using namespace clang;

namespace amp2hip {

void RestrictClauseCheck::run(const AmpModel &Model, CheckContext &CC) {
  if (!Model.MainPrepass)
    return;
  SourceManager &SM = CC.Ctx.getSourceManager();
  SourceLocation Start = SM.getLocForStartOfFile(SM.getMainFileID());
  // The pre-pass keeps offsets, so its findings map straight onto the file.
  for (const PrepassFinding &F : Model.MainPrepass->Findings) {
    auto D = CC.Diags.report(Start.getLocWithOffset(F.Offset), F.Id);
    if (!F.Arg.empty())
      D << F.Arg;
  }
}

} // namespace amp2hip
