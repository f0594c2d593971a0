//===- VisibleBodyCheck.cpp -----------------------------------------------===//
#include "Checks/VisibleBodyCheck.h"

#include "Checks/GraphNotes.h"
#include <set>

using namespace clang;

namespace amp2hip {

void VisibleBodyCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  std::set<unsigned> Reported;
  for (size_t K = 0; K < G.Kernels.size(); ++K) {
    const auto &R = G.Reach[K];
    for (size_t I = 1; I < R.size(); ++I) {
      const FunctionDecl *FD = R[I].FD;
      if (FD->getDefinition() || FD->isImplicit() || FD->isDefaulted() ||
          FD->isPureVirtual() || isLibraryFunction(FD) ||
          !calleeRestriction(FD).Amp)
        continue; // amp code may not call it at all: C3930 says so
      const CallSite *S = R[I].Via;
      if (!Reported.insert(S->Loc.getRawEncoding()).second)
        continue;
      CC.Diags.report(S->Loc, DiagId::KernelCallNoBody)
          << functionName(FD) << S->Range;
      CC.Diags.report(FD->getLocation(), DiagId::NoteDeclaredHere)
          << functionName(FD);
      noteChain(CC, G, K, R[I].Parent);
    }
  }
}

} // namespace amp2hip
