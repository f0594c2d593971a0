//===- TileExtentCheck.cpp ------------------------------------------------===//
//
// The runtime's static_assert stops such code too, but deep inside amp2hip's
// headers; C3574 names the tile shape at the user's parallel_for_each, where
// Visual C++ reported it (a tiled_extent that is not launched may have any
// positive sizes).
//
//===----------------------------------------------------------------------===//
#include "Checks/TileExtentCheck.h"

#include "Model/CallGraph.h"

using namespace clang;

namespace amp2hip {

/// Why \p Dims is not a legal tile, or null.
static const char *tileProblem(llvm::ArrayRef<int64_t> Dims) {
  if (Dims.empty() || Dims.size() > 3)
    return "a tile has one to three dimensions";
  int64_t Product = 1;
  for (int64_t D : Dims) {
    if (D <= 0)
      return "every tile dimension must be positive";
    Product *= D;
    if (Product > 1024)
      return "a tile holds at most 1024 threads";
  }
  if (Dims.size() == 3 && Dims[0] > 64)
    return "the first dimension of a 3-D tile must be at most 64";
  return nullptr;
}

void TileExtentCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  for (const ProgramGraph::TileShape &S : G.TileShapes) {
    const char *Why = tileProblem(S.Dims);
    if (!Why)
      continue;
    std::string Text;
    for (int64_t D : S.Dims)
      Text += (Text.empty() ? "" : ", ") + std::to_string(D);
    CC.Diags.report(S.Loc, DiagId::IllegalTileExtent) << Text << Why;
  }
}

} // namespace amp2hip
