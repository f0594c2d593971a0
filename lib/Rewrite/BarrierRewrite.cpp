//===- BarrierRewrite.cpp -------------------------------------------------===//
#include "Rewrite/BarrierRewrite.h"

#include "Rewrite/ApiMap.h"
#include "Rewrite/CheckedBuild.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
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
    // A checked build keeps the waits: the runtime's tile_barrier counts the
    // threads that reach each one (docs/checked-build.md).
    if (checkedBuild().Enabled && B.Kind == BarrierKind::Wait)
      continue;
    CharSourceRange Range =
        CharSourceRange::getTokenRange(B.Call->getSourceRange());
    // A macro body may be edited only when the barrier's name is written in
    // it: the same body with another name argument would be another call.
    SourceManager &SM = RC.Out.sourceManager();
    bool Ok = true;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(B.Call))
      if (const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()))
        if (ME->getMemberLoc().isMacroID() &&
            SM.isMacroArgExpansion(ME->getMemberLoc()) &&
            Lexer::makeFileCharRange(Range, SM, RC.Out.langOpts())
                .isInvalid())
          Ok = false;
    RC.require(Ok && RC.Out.replace(Range, hipText(mappingFor(B.Name))),
               B.Call->getBeginLoc(), B.Name);
  }
}

} // namespace amp2hip
