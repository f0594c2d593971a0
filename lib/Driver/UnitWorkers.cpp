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
                                      llvm::StringRef Skip, bool &ShowsHcc) {
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
      std::string Decoded;
      if (detectEncoding(Text) != SourceEncoding::Utf8) {
        Decoded = decodeSource(Text).Text;
        Text = Decoded;
      }
      collectRestrictMacros(Text, Table);
      // The project's headers; of its sources only those translated count
      // (runDialect), not a neighbour in the same folder.
      if (!ShowsHcc &&
          !llvm::is_contained({".cpp", ".cc", ".cxx", ".c++", ".cu"}, Ext))
        ShowsHcc = showsHccDialect(Text);
    }
  return Table;
}

/// The run's dialect: --dialect's; else HCC's when a source translated or a
/// project header shows it (Frontend/Prepass.h, showsHccDialect) or a
/// compile command names HCC's compiler; else Visual C++'s.
SourceDialect runDialect(const TranslatorOptions &Opts, const RunPlan &Plan,
                         bool ShowsHcc) {
  if (Opts.DialectGiven)
    return Opts.Dialect;
  if (ShowsHcc)
    return SourceDialect::Hcc;
  for (const Unit &U : Plan.Units) {
    auto Buffer = llvm::MemoryBuffer::getFile(U.Source);
    if (Buffer && showsHccDialect((*Buffer)->getBuffer()))
      return SourceDialect::Hcc;
  }
  if (!Opts.BuildPath.empty())
    for (const Unit &U : Plan.Units)
      for (const CompileCommand &C : Plan.Db->getCompileCommands(U.Source))
        if (isHccCommand(C.CommandLine))
          return SourceDialect::Hcc;
  return SourceDialect::VisualCpp;
}

/// The compiler view of \p Source: --compiler-view's; else the compiler its
/// database command names (HCC's flags among `--` arguments too); else, in
/// HCC's dialect, HCC's, in hc mode when the source includes an hc header
/// and in C++ AMP mode otherwise; else the option's default.
CompilerViewKind unitView(const TranslatorOptions &Opts, const RunPlan &Plan,
                          SourceDialect Dialect, const std::string &Source) {
  if (Opts.CompilerViewGiven)
    return Opts.CompilerView;
  std::vector<CompileCommand> Commands = Plan.Db->getCompileCommands(Source);
  if (!Commands.empty() &&
      (!Opts.BuildPath.empty() || isHccCommand(Commands.front().CommandLine)))
    return compilerViewOf(Commands.front().CommandLine);
  if (Dialect != SourceDialect::Hcc)
    return Opts.CompilerView;
  auto Buffer = llvm::MemoryBuffer::getFile(Source);
  return Buffer && showsHccDialect((*Buffer)->getBuffer())
             ? CompilerViewKind::HccHc
             : CompilerViewKind::Hcc;
}

} // namespace

WorkerRun translateUnits(RunPlan &Plan, const TranslatorOptions &Opts,
                         llvm::raw_ostream &Log) {
  auto FS = llvm::makeIntrusiveRefCnt<PrepassFileSystem>(parseBaseFileSystem());
  bool ShowsHcc = false;
  RestrictMacroTable Macros =
      scanRestrictMacros(Plan.Roots, Plan.OutRoot, ShowsHcc);
  FS->setRestrictMacros(Macros);
  const SourceDialect Dialect = runDialect(Opts, Plan, ShowsHcc);
  FS->setDialect(Dialect);
  std::vector<std::string> ProjectRoots(Plan.Roots.begin(), Plan.Roots.end());
  FS->setProjectRoots(ProjectRoots);
  std::vector<std::string> ParseArgs = parseModelArgs(Plan.AmpDir, Dialect);
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
    // A worker's own FS: each unit runs in a process of its own.
    CompilerViewKind View = unitView(Opts, Plan, Dialect, U.Source);
    FS->setCompilerView(View);
    UnitRequest Req;
    Req.Db = Plan.Db.get();
    Req.Source = U.Source;
    Req.Root = U.Root;
    Req.AmpDir = Plan.AmpDir;
    Req.ParseArgs = ParseArgs;
    Req.Macros = Macros;
    // Words for restrict(NAME) that this unit's command defines (-DNAME=amp).
    if (Req.Db)
      for (const CompileCommand &Cmd : Req.Db->getCompileCommands(U.Source)) {
        collectCommandLineRestrictWords(Cmd.CommandLine, Req.Macros);
        break;
      }
    FS->setRestrictMacros(Req.Macros);
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
