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

#include "Driver/ResultCodec.h"
#include "Driver/Translator.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

/// What happened to one source file.
struct Unit {
  std::string Source;  ///< Absolute path, as given to Clang.
  std::string Root;    ///< Its project root (empty: its directory).
  std::string Display; ///< As shown to the user.
  UnitResult Result;
  std::string Failure; ///< Why it is not translated; empty while it is.
  std::string MainOut; ///< Where the translated source goes.
  double Seconds = 0;
  bool Crashed = false; ///< The worker ended without a result.
  bool ok() const { return Failure.empty(); }
};

struct RunPlan {
  std::string AmpDir;  ///< Real path of amp2hip's headers.
  std::string InRoot;  ///< Real path; empty: each unit's own directory.
  std::string OutRoot; ///< Absolute; empty: no mirrored tree.
  std::unique_ptr<clang::tooling::CompilationDatabase> Db;
  std::vector<Unit> Units;
  /// The directories whose files the pre-pass scans for restriction macros.
  std::set<std::string> Roots;
  bool Verify = false; ///< -Xclang -verify: the diagnostics are the test.
};

/// Phase 1. Errors (unusable options or inputs) are the message to print.
/// A database given by \p Db replaces the one the options name (the
/// Visual Studio front door builds its own); warnings go to \p Log.
llvm::Expected<RunPlan>
planRun(const TranslatorOptions &Opts, llvm::raw_ostream &Log,
        std::unique_ptr<clang::tooling::CompilationDatabase> Db = nullptr);

} // namespace amp2hip

#endif
