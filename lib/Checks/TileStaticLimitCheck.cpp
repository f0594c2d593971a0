//===- TileStaticLimitCheck.cpp -------------------------------------------===//
//
// C++ AMP counts the tile_static memory of everything a kernel reaches.
// MSVC allowed 32 KB. amp2hip's output must run on AMD (64 KB of LDS per
// work-group) and NVIDIA (48 KB of static shared memory per block): the
// portable limit is the smaller, 48 KB; between 32 and 48 KB is a warning
// (valid HIP, but no longer valid for MSVC).
//
//===----------------------------------------------------------------------===//
#include "Checks/TileStaticLimitCheck.h"

#include "Checks/GraphNotes.h"
#include <algorithm>
#include <set>

using namespace clang;

namespace amp2hip {

static constexpr uint64_t PortableLimit = 48 * 1024;
static constexpr uint64_t MsvcLimit = 32 * 1024;
static constexpr size_t MaxNotes = 8;

void TileStaticLimitCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  std::set<std::pair<unsigned, uint64_t>> Reported;
  for (size_t K = 0; K < G.Kernels.size(); ++K) {
    std::vector<std::pair<uint64_t, const VarDecl *>> Vars;
    uint64_t Total = 0;
    for (const CallGraph::Reached &R : G.Reach[K])
      for (const VarDecl *VD : G.Graph.facts(R.FD).TileStatics) {
        if (VD->getType()->isIncompleteType() ||
            VD->getType()->isDependentType())
          continue;
        uint64_t Bytes = CC.Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
        Vars.push_back({Bytes, VD});
        Total += Bytes;
      }
    if (Total <= MsvcLimit)
      continue;
    SourceLocation At = G.Kernels[K].Launch->getBeginLoc();
    if (!Reported.insert({At.getRawEncoding(), Total}).second)
      continue;
    CC.Diags.report(At, Total > PortableLimit ? DiagId::TileStaticOverDevice
                                              : DiagId::TileStaticOverMsvc)
        << std::to_string(Total);
    std::stable_sort(
        Vars.begin(), Vars.end(),
        [](const auto &A, const auto &B) { return A.first > B.first; });
    for (size_t I = 0; I < Vars.size() && I < MaxNotes; ++I)
      CC.Diags.report(Vars[I].second->getLocation(), DiagId::NoteTileStaticSize)
          << Vars[I].second->getName() << std::to_string(Vars[I].first);
  }
}

} // namespace amp2hip
