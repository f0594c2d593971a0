//===- LateTemplates.cpp --------------------------------------------------===//
#include "Frontend/LateTemplates.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace clang;

namespace amp2hip {

void parseLateTemplates(Sema &S, const std::function<bool(FileID)> &InProject) {
  if (!S.LateTemplateParser || S.getDiagnostics().hasFatalErrorOccurred())
    return;
  const SourceManager &SM = S.getSourceManager();
  auto Wanted = [&](const FunctionDecl *FD) {
    SourceLocation L = SM.getExpansionLoc(FD->getLocation());
    return !SM.isInSystemHeader(L) || (InProject && InProject(SM.getFileID(L)));
  };
  // Keyed by the function; the entry's own Decl may be its template.
  std::vector<std::pair<const FunctionDecl *, LateParsedTemplate *>> Pending;
  for (auto &[FD, LPT] : S.LateParsedTemplateMap)
    if (FD->isLateTemplateParsed() && Wanted(FD))
      Pending.push_back({FD, LPT.get()});
  // Sema forgets the translation unit's scope at its end; the parser's is
  // still open, and lookups from a late-parsed body end there.
  llvm::SaveAndRestore<Scope *> TU(S.TUScope);
  if (!S.TUScope)
    S.TUScope = S.getCurScope();
  if (!S.TUScope)
    return;
  for (auto [FD, LPT] : Pending)
    if (FD->isLateTemplateParsed()) // not parsed with another one
      S.LateTemplateParser(S.OpaqueParser, *LPT);
}

} // namespace amp2hip
