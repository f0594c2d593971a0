//===- UnitTranslation.h - Translate one unit in this process ---*- C++ -*-===//
//
// The work of one worker process of runTranslator (UnitWorkers.h): the
// pre-pass, the host parse against the parse model, the device-side parse,
// the checks and the rewrites of one source. translateSource is the same on
// a file with no project around it, for tests and the fuzzer
// (tools/amp2hip-fuzz).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_UNITTRANSLATION_H
#define AMP2HIP_DRIVER_UNITTRANSLATION_H

#include "Driver/ResultCodec.h"
#include "Frontend/Prepass.h"
#include "Frontend/PrepassFileSystem.h"
#include "Model/VisualCppView.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <string>
#include <vector>

namespace amp2hip {

struct UnitRequest {
  const clang::tooling::CompilationDatabase *Db = nullptr;
  std::string Source;                 ///< As the database names it.
  std::string Root;                   ///< Project root (empty: its folder).
  std::string AmpDir;                 ///< Real path of amp2hip's headers.
  std::vector<std::string> ParseArgs; ///< parseModelArgs(AmpDir).
  RestrictMacroTable Macros;          ///< The project's restriction macros.
  std::vector<std::string> ProjectRoots;
  CompilerViewKind View = CompilerViewKind::VisualCpp;
};

/// Translates one unit with \p FS (whose restriction macros, project roots
/// and compiler view the caller has set). Diagnostics go to stderr and to
/// the process's recorder (DiagnosticRecorder.h).
UnitResult translateUnit(PrepassFileSystem &FS, const UnitRequest &R);

/// What translateSource produced.
struct SourceTranslation {
  UnitResult Unit;
  /// The translated source (the original where nothing changed); empty
  /// when it did not parse.
  std::string Output;
};

/// Translates the file \p Path alone (its folder is the project root), as
/// `amp2hip --no-output FILE` would, in this process; writes nothing. The
/// recorder's diagnostics of the run are dropped afterwards, so that many
/// calls do not accumulate them.
SourceTranslation
translateSource(llvm::StringRef Path, llvm::StringRef AmpIncludeDir,
                CompilerViewKind View = CompilerViewKind::VisualCpp);

} // namespace amp2hip

#endif
