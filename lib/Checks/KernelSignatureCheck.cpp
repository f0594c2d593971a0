//===- KernelSignatureCheck.cpp -------------------------------------------===//
#include "Checks/KernelSignatureCheck.h"

#include "Checks/GraphNotes.h"
#include <set>

using namespace clang;

namespace amp2hip {

void KernelSignatureCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  std::set<unsigned> Reported;
  for (const KernelEntry &K : G.Kernels) {
    if (!K.Kernel || K.IndexType.isNull())
      continue;
    SourceLocation At = K.Launch->getBeginLoc();
    if (!K.Entry) {
      if (Reported.insert(At.getRawEncoding()).second)
        CC.Diags.report(At, DiagId::KernelNotCallable)
            << ("'" + K.IndexType.getAsString(CC.Ctx.getPrintingPolicy()) + "'")
            << K.Launch->getSourceRange();
      continue;
    }
    if (effectiveRestriction(K.Entry).Amp ||
        !Reported.insert(At.getRawEncoding()).second)
      continue;
    CC.Diags.report(At, DiagId::KernelNotAmp) << K.Launch->getSourceRange();
    CC.Diags.report(K.Entry->getLocation(), DiagId::NoteDeclaredHere)
        << functionName(K.Entry);
  }
}

} // namespace amp2hip
