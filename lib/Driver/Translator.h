//===- Translator.h - Translate files and write the results -----*- C++ -*-===//
#ifndef AMP2HIP_DRIVER_TRANSLATOR_H
#define AMP2HIP_DRIVER_TRANSLATOR_H

#include "Driver/CopyList.h"
#include "Model/SourceDialect.h"
#include "Model/VisualCppView.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace amp2hip {

struct TranslatorOptions {
  std::vector<std::string> Inputs; ///< Files and directories.
  std::string Output;              ///< -o; only with one input.
  std::string InRoot;    ///< Project root (empty: each input's directory).
  std::string OutRoot;   ///< Mirror the project under this directory.
  std::string BuildPath; ///< -p: directory of compile_commands.json.
  std::vector<std::string> CompilerArgs; ///< After `--`.
  std::string AmpIncludeDir; ///< Parse-model headers (runtime/include).
  bool NoOutput = false;     ///< Check and report only.
  bool PrintStats = false;
  bool PrintStatsCsv = false;  ///< On stdout.
  bool PrintStatsJson = false; ///< On stdout.
  bool InPlace = false;        ///< Rewrite the originals.
  bool Backup = true;          ///< With InPlace: keep NAME.amp2hip-orig.
  std::string ExportFixes;     ///< Write the changes as YAML, nothing else.
  unsigned Jobs = 0;           ///< Files translated at once (0: cores).
  /// A progress line on the log (a terminal; not with --quiet), for runs
  /// of ProgressMinFiles or more (Driver/Progress.h).
  bool Progress = false;
  /// Review notes in the written files (Rewrite/ReviewNotes.h);
  /// --no-review-notes turns them off.
  bool ReviewNotes = true;
  /// --quiet: no progress line and no closing summary.
  bool Quiet = false;
  /// --report: the migration report (.html or .md; Driver/MigrationReport.h).
  std::string ReportFile;
  /// Where the diagnostics' pages are, for the report's links.
  std::string DocsDir;
  /// --depfile: a Make rule `output: input headers...` (one input only).
  std::string DepFile;
  /// --vs-config: the configuration of a .sln/.vcxproj input
  /// ("Release|Win32", "Debug"); empty: Release.
  std::string VsConfig;
  /// --compiler-view: what project files' conditionals on the compiler see.
  CompilerViewKind CompilerView = CompilerViewKind::VisualCpp;
  /// --copy: what --out-root receives besides the translations.
  CopyPolicy Copy = CopyPolicy::Default;
  /// --keep-links: a link that leaves the root, dangles or loops is written
  /// as it is instead of being left out.
  bool KeepLinks = false;
  /// --compiler-view was given. Otherwise a compile database's (-p) command
  /// chooses each source's view by the compiler it names
  /// (Frontend/CompileCommand.h).
  bool CompilerViewGiven = false;
  /// --dialect: Visual C++'s C++ AMP or HCC's (Model/SourceDialect.h).
  SourceDialect Dialect = SourceDialect::VisualCpp;
  /// --dialect was given; otherwise the project decides.
  bool DialectGiven = false;
};

/// The output name of \p Input when -o is not given: foo.cpp -> foo.hip.cpp.
std::string defaultOutputPath(llvm::StringRef Input);

/// Finds amp2hip's headers relative to the executable: <bin>/../share/
/// amp2hip/include (installed or in the build tree). Empty when missing.
std::string findAmpIncludeDir(const char *Argv0, void *MainAddr);

/// The arguments that make stock Clang parse C++ AMP of \p Dialect against
/// the headers.
std::vector<std::string>
parseModelArgs(llvm::StringRef AmpIncludeDir,
               SourceDialect Dialect = SourceDialect::VisualCpp);

/// Where the translation of \p File (a source or a project header) is
/// written when its source \p Main was written to \p MainOut: at the same
/// place relative to it, so that relative #include lines still resolve.
std::string mirroredPath(llvm::StringRef File, llvm::StringRef Main,
                         llvm::StringRef MainOut);

/// The first conflict between options, as a message; empty when none.
std::string conflictingOptions(const TranslatorOptions &Opts);

/// Translates every input. Returns the process exit code: 0 when every file
/// was translated (and written, unless NoOutput), 1 otherwise. Failed files
/// are named on \p Log and no output file is written for them. Each file is
/// translated in a worker process of its own (see WorkerPool.h).
int runTranslator(const TranslatorOptions &Opts, llvm::raw_ostream &Log);

} // namespace amp2hip

#endif
