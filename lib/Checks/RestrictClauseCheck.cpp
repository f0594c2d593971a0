//===- RestrictClauseCheck.cpp --------------------------------------------===//
#include "Checks/RestrictClauseCheck.h"

using namespace clang;

namespace amp2hip {

void RestrictClauseCheck::run(const AmpModel &Model, CheckContext &CC) {
  SourceManager &SM = CC.Ctx.getSourceManager();
  for (const auto &[File, Prepass] : Model.Prepasses) {
    SourceLocation Start = SM.getLocForStartOfFile(File);
    // The pre-pass keeps offsets, so its findings map straight onto the file.
    for (const PrepassFinding &F : Prepass->Findings) {
      auto D = CC.Diags.report(Start.getLocWithOffset(F.Offset), F.Id);
      if (!F.Arg.empty())
        D << F.Arg;
    }
  }
}

} // namespace amp2hip
