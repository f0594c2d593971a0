//===- GraphNotes.cpp -----------------------------------------------------===//
#include "Checks/GraphNotes.h"

using namespace clang;

namespace amp2hip {

const FunctionDecl *graphKey(const FunctionDecl *FD) {
  const FunctionDecl *D = FD->getDefinition();
  return D ? D : FD->getCanonicalDecl();
}

void noteChain(CheckContext &CC, ProgramGraph &G, size_t K, int I) {
  for (const Hop &H : CallGraph::pathTo(G.Reach[K], I))
    CC.Diags.report(H.Site->Loc, DiagId::NoteCalledFrom)
        << functionName(H.Site->Callee) << functionName(H.Caller);
  CC.Diags.report(G.Kernels[K].Launch->getBeginLoc(), DiagId::NoteReachedFrom);
}

std::pair<int, int> firstReacher(const ProgramGraph &G,
                                 const FunctionDecl *FD) {
  auto It = G.FirstReach.find(graphKey(FD));
  return It == G.FirstReach.end() ? std::pair<int, int>(-1, -1) : It->second;
}

ProgramGraph &graph(const AmpModel &Model, CheckContext &CC) {
  if (!CC.Graph)
    CC.Graph = std::make_shared<ProgramGraph>(CC.Ctx, Model);
  return *CC.Graph;
}

} // namespace amp2hip
