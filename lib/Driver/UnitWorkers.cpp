//===- UnitWorkers.cpp ----------------------------------------------------===//
#include "Driver/UnitWorkers.h"
#include "Diagnostics/DiagnosticRecorder.h"
#include "Driver/Progress.h"
#include "Driver/Report.h"
#include "Driver/SourceList.h"
#include "Driver/UnitTranslation.h"
#include "Driver/WorkerPool.h"
#include "Frontend/CompileCommand.h"
#include "Frontend/OpenMPHeader.h"
#include "Frontend/PplUse.h"
#include "Frontend/PrepassFileSystem.h"
#include "Project/SourceEncoding.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Threading.h"
#include <chrono>

using namespace clang;
using namespace clang::tooling;

namespace amp2hip {
namespace {

/// The restriction macros (`#define GPU restrict(amp)`) defined in the C and
/// C++ files under \p Roots. The pre-pass needs them before Clang reads the
/// header that defines them. Read once per run, before the workers start.
RestrictMacroTable scanRestrictMacros(const std::set<std::string> &Roots,
                                      llvm::StringRef Skip) {
  RestrictMacroTable Table;
  unsigned Files = 0;
  for (const std::string &Root : Roots)
    for (const std::string &Path : filesUnder(Root, Skip)) {
      llvm::StringRef Ext = llvm::sys::path::extension(Path);
      if (!llvm::is_contained({".h", ".hh", ".hpp", ".hxx", ".inl", ".ipp",
                               ".cpp", ".cc", ".cxx", ".c++", ".cu"},
                              Ext))
        continue;
      if (++Files > 20000)
        return Table;
      auto Buffer = llvm::MemoryBuffer::getFile(Path);
      if (!Buffer)
        continue;
      llvm::StringRef Text = (*Buffer)->getBuffer();
      if (detectEncoding(Text) == SourceEncoding::Utf8)
        collectRestrictMacros(Text, Table);
      else
        collectRestrictMacros(decodeSource(Text).Text, Table);
    }
  return Table;
}

} // namespace

WorkerRun translateUnits(RunPlan &Plan, const TranslatorOptions &Opts,
                         llvm::raw_ostream &Log) {
  auto FS = llvm::makeIntrusiveRefCnt<PrepassFileSystem>(parseBaseFileSystem());
  RestrictMacroTable Macros = scanRestrictMacros(Plan.Roots, Plan.OutRoot);
  FS->setRestrictMacros(Macros);
  std::vector<std::string> ProjectRoots(Plan.Roots.begin(), Plan.Roots.end());
  FS->setProjectRoots(ProjectRoots);
  std::vector<std::string> ParseArgs = parseModelArgs(Plan.AmpDir);
  std::vector<Unit> &Units = Plan.Units;

  WorkerRun Run;
  for (size_t I = 0; I < Units.size(); ++I)
    if (Units[I].ok())
      Run.Translated.push_back(I);
  const std::vector<size_t> &Todo = Run.Translated;
  unsigned Jobs = Opts.Jobs
                      ? Opts.Jobs
                      : llvm::hardware_concurrency().compute_thread_count();
  Run.Jobs = std::max<size_t>(1, std::min<size_t>(Jobs, Todo.size()));
  std::vector<std::string> Names;
  for (size_t I : Todo)
    Names.push_back(Units[I].Display);
  ProgressLine Progress(Log, std::move(Names), Run.Jobs, Opts.Progress);
  auto Work = [&](size_t K) {
    Unit &U = Units[Todo[K]];
    // The compiler a database names chooses the view (a worker's own FS:
    // each unit runs in a process of its own).
    CompilerViewKind View = Opts.CompilerView;
    if (!Opts.CompilerViewGiven && !Opts.BuildPath.empty()) {
      std::vector<CompileCommand> Commands =
          Plan.Db->getCompileCommands(U.Source);
      if (!Commands.empty())
        View = compilerViewOf(Commands.front().CommandLine);
    }
    FS->setCompilerView(View);
    UnitRequest Req;
    Req.Db = Plan.Db.get();
    Req.Source = U.Source;
    Req.Root = U.Root;
    Req.AmpDir = Plan.AmpDir;
    Req.ParseArgs = ParseArgs;
    Req.Macros = Macros;
    Req.ProjectRoots = ProjectRoots;
    Req.View = View;
    UnitResult R = translateUnit(*FS, Req);
    return encodeUnitResult(R);
  };
  auto Done = [&](size_t K, WorkerOutcome &&O) {
    Unit &U = Units[Todo[K]];
    Progress.clear();
    Log << O.Log;
    U.Seconds = O.Seconds;
    if (!O.Finished || !decodeUnitResult(O.Payload, U.Result)) {
      U.Crashed = true;
      U.Failure = describeFailure(O) + " on this file";
      Log << "amp2hip: error: " << U.Display << ": " << U.Failure << "\n";
    } else if (!U.Result.R.Parsed || U.Result.R.HasErrors) {
      std::string First = firstErrorLine(O.Log);
      U.Failure = !First.empty()       ? First
                  : !U.Result.R.Parsed ? "it did not parse"
                                       : "errors (see above)";
    }
    Progress.finished(K);
  };
  auto Start = std::chrono::steady_clock::now();
  Progress.draw();
  runInWorkers(Todo.size(), Run.Jobs, Work, Done);
  Progress.clear();
  Run.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  // The workers' diagnostics, in input order, for --export-diagnostics.
  for (size_t I : Todo) {
    std::vector<RecordedDiagnostic> Ds;
    if (parseDiagnosticsJson(Units[I].Result.DiagnosticsJson, Ds))
      appendRecordedDiagnostics(std::move(Ds));
  }
  return Run;
}

} // namespace amp2hip
