//===- StrayClauseRewrite.cpp ---------------------------------------------===//
#include "Rewrite/StrayClauseRewrite.h"

using namespace clang;

namespace amp2hip {

void StrayClauseRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  SourceManager &SM = RC.Out.sourceManager();
  for (const auto &[File, Prepass] : Model.Prepasses) {
    auto Edited = RC.Out.files().find(File);
    SourceLocation Start = SM.getLocForStartOfFile(File);
    llvm::StringRef Text = SM.getBufferData(File);
    for (const RestrictClause &C : Prepass->Clauses) {
      if (C.BeforeLambda && C.End <= Text.size()) {
        SourceLocation Begin = Start.getLocWithOffset(C.Begin);
        RC.require(RC.Out.removeWithLeadingSpace(CharSourceRange::getCharRange(
                       Begin, Start.getLocWithOffset(C.End))),
                   Begin, "an HCC attribute before a lambda");
        continue;
      }
      // Macro uses change with their definitions; HCC's attributes are
      // read elsewhere.
      if (C.InDirective || C.IsMacro || C.IsAttribute || !C.Valid ||
          C.End > Text.size())
        continue;
      llvm::StringRef Clause = Text.slice(C.Begin, C.End);
      if (!Clause.starts_with("restrict") && !Clause.starts_with("__rstr__"))
        continue;
      SourceLocation Begin = Start.getLocWithOffset(C.Begin);
      if (!RC.Out.isEditable(Begin) ||
          llvm::any_of(Model.Msvc.Directives.Skipped, [&](SourceRange R) {
            return !SM.isBeforeInTranslationUnit(Begin, R.getBegin()) &&
                   SM.isBeforeInTranslationUnit(Begin, R.getEnd());
          }))
        continue;
      if (Edited != RC.Out.files().end() &&
          Edited->second.touches(C.Begin, C.End))
        continue;
      RC.require(RC.Out.removeWithLeadingSpace(CharSourceRange::getCharRange(
                     Begin, Start.getLocWithOffset(C.End))),
                 Begin, "a restriction on no function's declarator");
    }
  }
}

} // namespace amp2hip
