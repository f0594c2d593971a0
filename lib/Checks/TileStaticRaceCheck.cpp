//===- TileStaticRaceCheck.cpp --------------------------------------------===//
#include "Checks/TileStaticRaceCheck.h"

#include "Checks/GraphNotes.h"
#include "Model/Uniformity.h"

using namespace clang;

namespace amp2hip {

void TileStaticRaceCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  for (const RacyUpdate &U : uniformity(G).Races) {
    CC.Diags.report(U.Update->getExprLoc(), DiagId::TileStaticRace)
        << U.Var->getName() << U.Update->getSourceRange();
    CC.Diags.report(G.Kernels[U.Kernel].Launch->getBeginLoc(),
                    DiagId::NoteReachedFrom);
  }
}

} // namespace amp2hip
