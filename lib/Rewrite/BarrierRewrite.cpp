//===- BarrierRewrite.cpp -------------------------------------------------===//
#include "Rewrite/BarrierRewrite.h"

#include "Rewrite/ApiMap.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

static ApiMapId mappingFor(llvm::StringRef Name) {
  return llvm::StringSwitch<ApiMapId>(Name)
      .Case("wait_with_all_memory_fence", ApiMapId::WaitAll)
      .Case("wait_with_global_memory_fence", ApiMapId::WaitGlobal)
      .Case("wait_with_tile_static_memory_fence", ApiMapId::WaitTileStatic)
      .Case("all_memory_fence", ApiMapId::FenceAll)
      .Case("global_memory_fence", ApiMapId::FenceGlobal)
      .Case("tile_static_memory_fence", ApiMapId::FenceTileStatic)
      .Default(ApiMapId::Wait);
}

void BarrierRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const BarrierCall &B : Model.Barriers) {
    CharSourceRange Range =
        CharSourceRange::getTokenRange(B.Call->getSourceRange());
    RC.require(RC.Out.replace(Range, hipText(mappingFor(B.Name))),
               B.Call->getBeginLoc(), B.Name);
  }
}

} // namespace amp2hip
