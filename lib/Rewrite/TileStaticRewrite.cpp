//===- TileStaticRewrite.cpp ----------------------------------------------===//
#include "Rewrite/TileStaticRewrite.h"

#include "Rewrite/ApiMap.h"

namespace amp2hip {

void TileStaticRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const TileStaticVar &V : Model.TileStatics)
    RC.require(RC.Out.replace(V.KeywordRange, hipText(ApiMapId::TileStatic)),
               V.VD->getLocation(), "tile_static");
}

} // namespace amp2hip
