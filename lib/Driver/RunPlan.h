//===- RunPlan.h - Phase 1: the inputs, the roots and the units -*- C++ -*-===//
//
// A run goes through phases, each in a file of its own:
//   1. planRun (RunPlan.h): resolve the inputs, the project roots and the
//      compile commands; one Unit per source to translate.
//   2. translateUnits (UnitWorkers.h): translate each unit in a worker.
//   3. planOutputs (OutputPlan.h): merge the units' edits per file and decide
//      where each file goes.
//   4. writeOutputs (OutputWriter.h): write (or export) and count.
//   5. finishRun (Translator.cpp): the report and the exit code.
// Other kinds of input (Visual Studio projects) add a phase before 1 that
// turns them into compile commands and roots, and one after 4.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_RUNPLAN_H
#define AMP2HIP_DRIVER_RUNPLAN_H

#include "Driver/CopyList.h"
#include "Driver/ProjectBounds.h"
#include "Driver/ResultCodec.h"
#include "Driver/Translator.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

/// What happened to one source file.
struct Unit {
  std::string Source;  ///< Absolute path, as given to Clang.
  /// The root its headers are translated under (empty: its directory):
  /// the project root, or for a solution that names files outside it, the
  /// folder that holds both.
  std::string Root;
  std::string Display; ///< As shown to the user.
  UnitResult Result;
  std::string Failure; ///< Why it is not translated; empty while it is.
  std::string MainOut; ///< Where the translated source goes.
  double Seconds = 0;
  bool Crashed = false; ///< The worker ended without a result.
  bool ok() const { return Failure.empty(); }
};

/// What a project file says about the run's bounds (a Visual Studio
/// solution), beyond the options.
struct ProjectScope {
  std::string Root;    ///< Real: the solution's folder, or --in-root.
  std::string Outside; ///< Real: the folder that holds the root and what
                       ///< the projects name outside it; empty: nothing.
  /// Folders outside the root whose files are scanned for restriction
  /// macros and found as Windows finds them (real paths).
  std::vector<std::string> ScanDirs;
  std::vector<ListedFile> Listed; ///< What --copy=needed copies.
  std::vector<BoundaryFinding> Findings;
};

struct RunPlan {
  std::string AmpDir;  ///< Real path of amp2hip's headers.
  std::string InRoot;  ///< Real path; empty: each unit's own directory.
  std::string OutRoot; ///< Absolute; empty: no mirrored tree.
  /// Where files go under OutRoot (Root is InRoot).
  OutputLayout Layout;
  /// The other files and links the out-root receives.
  CopyList Copies;
  /// The numbered warnings about the project's bounds, by number.
  std::map<std::string, unsigned> BoundaryDiagnostics;
  unsigned LeftOut = 0; ///< Links and listed files left out.
  std::unique_ptr<clang::tooling::CompilationDatabase> Db;
  std::vector<Unit> Units;
  /// The directories whose files the pre-pass scans for restriction macros.
  std::set<std::string> Roots;
  bool Verify = false; ///< -Xclang -verify: the diagnostics are the test.
};

/// Phase 1. Errors (unusable options or inputs) are the message to print.
/// A database given by \p Db replaces the one the options name, and
/// \p Scope sets the roots (the Visual Studio front door builds both);
/// warnings go to \p Log.
llvm::Expected<RunPlan>
planRun(const TranslatorOptions &Opts, llvm::raw_ostream &Log,
        std::unique_ptr<clang::tooling::CompilationDatabase> Db = nullptr,
        const ProjectScope *Scope = nullptr);

} // namespace amp2hip

#endif
