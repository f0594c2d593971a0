//===- RestrictNameRewrite.cpp --------------------------------------------===//
#include "Rewrite/RestrictNameRewrite.h"

using namespace clang;

namespace amp2hip {

void RestrictNameRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  SourceManager &SM = RC.Out.sourceManager();
  for (const auto &[File, Prepass] : Model.Prepasses) {
    SourceLocation Start = SM.getLocForStartOfFile(File);
    for (unsigned Offset : Prepass->RestrictNames) {
      SourceLocation At = Start.getLocWithOffset(Offset);
      RC.require(RC.Out.replace(CharSourceRange::getCharRange(
                                    At, At.getLocWithOffset(8)),
                                "restrict"),
                 At, "restrict used as a name");
    }
  }
}

} // namespace amp2hip
