//===- FallOffReturnRewrite.cpp -------------------------------------------===//
#include "Rewrite/FallOffReturnRewrite.h"

using namespace clang;

namespace amp2hip {

void FallOffReturnRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  SourceManager &SM = RC.Out.sourceManager();
  for (const FallOff &F : Model.FallOffs) {
    if (F.Result.empty())
      continue;
    std::string Return = "return " + F.Result + ";";
    // A closing brace alone on its line gets the return on a line of its
    // own, indented one step further; otherwise it goes before the brace.
    auto [File, Offset] = SM.getDecomposedLoc(F.End);
    llvm::StringRef Text = SM.getBufferData(File);
    size_t LineStart = Text.rfind('\n', Offset);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    llvm::StringRef Before = Text.slice(LineStart, Offset);
    bool Ok;
    if (Before.trim().empty())
      Ok = RC.Out.insertBefore(F.End.getLocWithOffset(-int(Before.size())),
                               Before.str() + "  " + Return + "\n");
    else
      Ok = RC.Out.insertBefore(F.End, Return + " ");
    RC.require(Ok, F.End, "fall-off return");
  }
}

} // namespace amp2hip
