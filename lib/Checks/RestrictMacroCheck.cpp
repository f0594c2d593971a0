//===- RestrictMacroCheck.cpp ---------------------------------------------===//
#include "Checks/RestrictMacroCheck.h"

using namespace clang;

namespace amp2hip {

void RestrictMacroCheck::run(const AmpModel &Model, CheckContext &CC) {
  SourceManager &SM = CC.Ctx.getSourceManager();
  for (const RestrictedFunction &RF : Model.Functions)
    if (RF.Spelling == ClauseSpelling::Complex && !RF.Clauses.empty())
      CC.Diags.report(SM.getExpansionLoc(RF.Clauses.front().getBegin()),
                      DiagId::RestrictInComplexMacro)
          << RF.MacroName;
}

} // namespace amp2hip
