//===- TranslateAction.h - Parse, check and rewrite one file ----*- C++ -*-===//
#ifndef AMP2HIP_FRONTEND_TRANSLATEACTION_H
#define AMP2HIP_FRONTEND_TRANSLATEACTION_H

#include "Frontend/CompileCommand.h"
#include "Frontend/PrepassFileSystem.h"
#include "Project/RealPath.h"
#include "Model/AmpSide.h"
#include "Rewrite/Edits.h"
#include "clang/Tooling/Tooling.h"
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace amp2hip {

/// A project file (the main file or a header under the project root) that a
/// translation unit reached, with the edits it made there.
struct TouchedFile {
  std::string Original; ///< The text the edits apply to.
  FileEdits Edits;
  /// Review notes (Rewrite/ReviewNotes.h): insertions that fit Edits, kept
  /// apart so that units merge by their translations alone.
  FileEdits Notes;
  bool IsMain = false;
  /// The file's encoding on disk when the parse read it decoded from
  /// UTF-16 ("UTF-16LE", "UTF-16BE"); empty when it read the bytes as they
  /// are. Original and the edits are then UTF-8.
  std::string Encoding;
};

/// An #include of one project file by another.
struct ProjectInclude {
  std::string Includer; ///< Real path of the file holding the directive.
  unsigned Offset = 0;  ///< Of the file name, quotes or brackets included.
  unsigned Length = 0;
  std::string Spelled; ///< The file name as written, without delimiters.
  bool Angled = false;
  std::string Target; ///< Real path of the included file.
};

/// What translating one source file produced.
struct FileResult {
  bool Parsed = false;   ///< The action ran to the end of the file.
  bool HasErrors = true; ///< Any error: parse, C++ AMP rule, or rewrite.
  std::string MainPath;  ///< Real path of the main file.
  std::string Root;      ///< The project root it was translated against.
  /// The main file and every project header it reached, by real path.
  std::map<std::string, TouchedFile> Files;
  std::vector<ProjectInclude> Includes;
  RewriteCounts Rewrites; ///< Constructs translated, by kind.
  std::map<std::string, unsigned> Diagnostics; ///< amp2hip diagnostics by code.
  unsigned Launches = 0; ///< parallel_for_each calls found.
  /// C++ AMP constructs found, by kind (see countConstructs).
  std::map<std::string, unsigned> Constructs;
  /// Real paths of the files the parse read, besides the main file: the
  /// user's headers and amp2hip's own (not the compiler's or the system's),
  /// for dependency files.
  std::vector<std::string> Dependencies;
};

/// Creates the actions ClangTool runs; results are keyed by the main file's
/// path as given to the tool. \p InRoot is the project root (empty: each
/// input's own directory); headers under it are translated too.
/// Parses the translation unit again as device code (Model/AmpSide.h); null
/// when it could not.
using AmpSideParser = std::function<std::shared_ptr<AmpSideCalls>()>;

class TranslateActionFactory : public clang::tooling::FrontendActionFactory {
public:
  TranslateActionFactory(PrepassFileSystem &FS, std::string AmpIncludeDir,
                         std::string InRoot,
                         std::map<std::string, FileResult> &Results,
                         AmpSideParser ParseAmpSide = nullptr)
      : FS(FS), AmpIncludeDir(std::move(AmpIncludeDir)),
        InRoot(std::move(InRoot)), Results(Results),
        ParseAmpSide(std::move(ParseAmpSide)) {}

  std::unique_ptr<clang::FrontendAction> create() override;

  /// What the unit's compile command said (filled by its adjuster before
  /// the parse): a standard raised to C++14 is reported (AH1330).
  void setCommand(const CommandReading *R) { Command = R; }

private:
  const CommandReading *Command = nullptr;
  PrepassFileSystem &FS;
  std::string AmpIncludeDir;
  std::string InRoot;
  std::map<std::string, FileResult> &Results;
  AmpSideParser ParseAmpSide;
};

} // namespace amp2hip

#endif
