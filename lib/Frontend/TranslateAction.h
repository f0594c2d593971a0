//===- TranslateAction.h - Parse, check and rewrite one file ----*- C++ -*-===//
#ifndef AMP2HIP_FRONTEND_TRANSLATEACTION_H
#define AMP2HIP_FRONTEND_TRANSLATEACTION_H

#include "Frontend/PrepassFileSystem.h"
#include "Rewrite/Edits.h"
#include "clang/Tooling/Tooling.h"
#include <map>
#include <string>

namespace amp2hip {

/// What translating one source file produced.
struct FileResult {
  bool Parsed = false;    ///< The action ran to the end of the file.
  bool HasErrors = true;  ///< Any error: parse, C++ AMP rule, or rewrite.
  std::string Output;     ///< The translated text (valid when !HasErrors).
  RewriteCounts Rewrites; ///< Constructs translated, by kind.
  std::map<std::string, unsigned> Diagnostics; ///< amp2hip diagnostics by code.
  unsigned Launches = 0; ///< parallel_for_each calls found.
};

/// Creates the actions ClangTool runs; results are keyed by the main file's
/// path as given to the tool.
class TranslateActionFactory : public clang::tooling::FrontendActionFactory {
public:
  TranslateActionFactory(PrepassFileSystem &FS, std::string AmpIncludeDir,
                         std::map<std::string, FileResult> &Results)
      : FS(FS), AmpIncludeDir(std::move(AmpIncludeDir)), Results(Results) {}

  std::unique_ptr<clang::FrontendAction> create() override;

private:
  PrepassFileSystem &FS;
  std::string AmpIncludeDir;
  std::map<std::string, FileResult> &Results;
};

} // namespace amp2hip

#endif
