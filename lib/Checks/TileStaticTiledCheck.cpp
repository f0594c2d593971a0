//===- TileStaticTiledCheck.cpp -------------------------------------------===//
#include "Checks/TileStaticTiledCheck.h"

#include "Checks/GraphNotes.h"
#include <set>

using namespace clang;

namespace amp2hip {

void TileStaticTiledCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  std::set<const VarDecl *> Reported;
  for (size_t K = 0; K < G.Kernels.size(); ++K) {
    if (G.Kernels[K].Domain.Tiled || G.Kernels[K].Domain.Rank == 0)
      continue;
    const auto &R = G.Reach[K];
    for (size_t I = 0; I < R.size(); ++I)
      for (const VarDecl *VD : G.Graph.facts(R[I].FD).TileStatics) {
        if (!Reported.insert(VD).second)
          continue;
        CC.Diags.report(VD->getLocation(), DiagId::TileStaticNotTiled)
            << VD->getName();
        noteChain(CC, G, K, I);
      }
  }
}

} // namespace amp2hip
