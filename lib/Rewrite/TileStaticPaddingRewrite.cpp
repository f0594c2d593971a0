//===- TileStaticPaddingRewrite.cpp ---------------------------------------===//
#include "Rewrite/TileStaticPaddingRewrite.h"

#include "Model/TileStaticPadding.h"
#include "Rewrite/CheckedBuild.h"
#include "Rewrite/OptimizationPolicy.h"

namespace amp2hip {

void TileStaticPaddingRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  // A checked build checks each subscript against the declared extents; a
  // padded row would let a column index one too far pass.
  if (!optimizationPolicy().PadTileStatic || checkedBuild().Enabled)
    return;
  for (const TileStaticVar &V : Model.TileStatics)
    if (std::optional<clang::SourceLocation> At = tileStaticPaddingPoint(*V.VD))
      RC.require(RC.Out.insertBefore(*At, " + 1"), V.VD->getLocation(),
                 "tile_static padding");
}

} // namespace amp2hip
