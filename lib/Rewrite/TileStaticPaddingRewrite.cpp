//===- TileStaticPaddingRewrite.cpp ---------------------------------------===//
#include "Rewrite/TileStaticPaddingRewrite.h"

#include "Model/TileStaticPadding.h"
#include "Rewrite/OptimizationPolicy.h"

namespace amp2hip {

void TileStaticPaddingRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  if (!optimizationPolicy().PadTileStatic)
    return;
  for (const TileStaticVar &V : Model.TileStatics)
    if (std::optional<clang::SourceLocation> At = tileStaticPaddingPoint(*V.VD))
      RC.require(RC.Out.insertBefore(*At, " + 1"), V.VD->getLocation(),
                 "tile_static padding");
}

} // namespace amp2hip
