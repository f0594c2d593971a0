//===- Translator.cpp -----------------------------------------------------===//
//
// The driver: runTranslator runs the phases that RunPlan.h lists.
//
//===----------------------------------------------------------------------===//
#include "Driver/Translator.h"
#include "Driver/DriverPaths.h"
#include "Driver/MigrationReport.h"
#include "Driver/OutputPlan.h"
#include "Driver/OutputWriter.h"
#include "Driver/Report.h"
#include "Driver/RunPlan.h"
#include "Driver/SafeWrite.h"
#include "Driver/UnitWorkers.h"
#include "Driver/VisualStudioInput.h"
#include "Frontend/OpenMPHeader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <chrono>
#include <optional>

namespace amp2hip {

std::string defaultOutputPath(llvm::StringRef Input) {
  llvm::StringRef Ext = llvm::sys::path::extension(Input);
  if (Ext.empty())
    return (Input + ".hip.cpp").str();
  return (Input.drop_back(Ext.size()) + ".hip" + Ext).str();
}

std::string findAmpIncludeDir(const char *Argv0, void *MainAddr) {
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, MainAddr);
  llvm::SmallString<256> Dir(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(Dir, "share", "amp2hip", "include");
  llvm::SmallString<256> Probe(Dir);
  llvm::sys::path::append(Probe, "amp2hip", "amp.h");
  if (!llvm::sys::fs::exists(Probe))
    return "";
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Dir, Real))
    return std::string(Dir);
  return std::string(Real);
}

std::vector<std::string> parseModelArgs(llvm::StringRef AmpIncludeDir,
                                        SourceDialect Dialect) {
  // HIP host mode gives C++ AMP's overloading on restriction for free: amp
  // functions are device functions. No HIP headers or device libraries are
  // needed, and -std may still be overridden by the user's own arguments.
  std::vector<std::string> Args = {
      "-x", "hip", "--cuda-host-only", "-nogpulib", "-nogpuinc", "-std=c++17",
      "-Wno-cuda-compat", "-Wno-unknown-cuda-version", "-DAMP2HIP_PARSE_MODEL",
      "-isystem", AmpIncludeDir.str(),
      // amp code may name cpu functions in the parse, so that amp2hip
      // reports C3930 with the call graph instead of Clang's overload
      // error (HIP's stdpar mode defers device-to-host calls).
      "-Xclang", "--hipstdpar",
      // A call in restrict(cpu,amp) code resolves among the candidates
      // of the side being compiled, as C++ AMP defines it.
      "-Xclang", "-fgpu-exclude-wrong-side-overloads",
      // restrict(...) must parse also in files that use it before, or
      // without, including <amp.h>.
      "-include", "amp2hip/parse_model.h",
      // <omp.h>, when the parse's Clang lacks it (Frontend/OpenMPHeader).
      "-idirafter", openMPParseDir().str(),
      // __declspec(...) parses, so that amp2hip names each use (AH1302,
      // AH1303) instead of stopping at Clang's "not enabled" error.
      "-fdeclspec",
      // Windows projects name files in any letter case, which the parse
      // accepts inside the project (PrepassFileSystem) as Windows did.
      "-Wno-nonportable-include-path",
      // Every error: a migration's report lists them all (Clang's
      // driver stops at 19; a -ferror-limit in the command still wins).
      "-ferror-limit=0"};
  // HCC's programs were written for a Clang on Linux: none of Visual C++'s
  // companions, and templates are looked up as Clang looks them up.
  if (Dialect == SourceDialect::Hcc) {
    Args.push_back("-DAMP2HIP_PARSE_HCC");
    return Args;
  }
  Args.insert(Args.end(), {
          // Visual C++ programs: <windows.h>, <tchar.h>, <ppl.h> ... are
          // amp2hip's companions (the output names them as
          // <amp2hip/msvc/...>); the CRT and dialect names MSVC declares
          // implicitly, and Direct3D interop names (for diagnostics).
          "-isystem", (AmpIncludeDir + "/amp2hip/msvc").str(), "-include",
          "amp2hip/msvc/crt.h", "-include", "amp2hip/msvc/d3d_interop.h",
          // `enum class X` naming a scoped enum, as MSVC accepted it; the
          // output drops the `class` (Model/ElaboratedEnums).
          "-Wno-elaborated-enum-class",
          // Visual C++ looked a template's names up when the template was
          // used (no two-phase lookup): parse templates as late as it did.
          // Model/TwoPhaseLookup qualifies what standard compilers would
          // not find where the template is written.
          "-fdelayed-template-parsing"});
  return Args;
}

std::string mirroredPath(llvm::StringRef File, llvm::StringRef Main,
                         llvm::StringRef MainOut) {
  llvm::SmallString<256> Out(llvm::sys::path::parent_path(MainOut));
  llvm::sys::path::append(Out,
                          relativeTo(File, llvm::sys::path::parent_path(Main)));
  llvm::sys::path::remove_dots(Out, /*remove_dot_dot=*/true);
  return std::string(Out);
}

std::string conflictingOptions(const TranslatorOptions &Opts) {
  bool Verify = llvm::any_of(Opts.CompilerArgs, [](llvm::StringRef A) {
    return A == "-verify" || A.starts_with("-verify=");
  });
  bool AnyDir = llvm::any_of(Opts.Inputs, [](const std::string &In) {
    return llvm::sys::fs::is_directory(In);
  });
  struct Rule {
    bool Clash;
    const char *Message;
  } Rules[] = {
      {!Opts.Output.empty() && Opts.Inputs.size() > 1,
       "-o cannot be used with several inputs"},
      {!Opts.Output.empty() && AnyDir,
       "-o cannot be used with a directory input (use --out-root)"},
      {!Opts.Output.empty() && Opts.Inputs.empty(), "-o needs one input file"},
      {!Opts.Output.empty() && !Opts.OutRoot.empty(),
       "-o and --out-root cannot be used together"},
      {!Opts.Output.empty() && Opts.InPlace,
       "-o and --inplace cannot be used together"},
      {Opts.InPlace && !Opts.OutRoot.empty(),
       "--inplace and --out-root cannot be used together"},
      {Opts.InPlace && Opts.NoOutput,
       "--inplace and --no-output cannot be used together"},
      {!Opts.Backup && !Opts.InPlace, "--no-backup needs --inplace"},
      {Opts.Copy != CopyPolicy::Default && Opts.OutRoot.empty() &&
           !Opts.NoOutput,
       "--copy needs --out-root (it says what the output tree receives)"},
      {!Opts.ExportFixes.empty() &&
           (!Opts.Output.empty() || !Opts.OutRoot.empty() || Opts.InPlace ||
            Opts.NoOutput),
       "--export-fixes writes only the fixes: it cannot be used with -o, "
       "--out-root, --inplace or --no-output"},
      {!Opts.ExportFixes.empty() && Verify,
       "--export-fixes cannot be used with -verify"},
      {!Opts.DepFile.empty() && (Opts.Inputs.size() != 1 || AnyDir),
       "--depfile needs exactly one input file"},
      {!Opts.DepFile.empty() &&
           (Opts.NoOutput || !Opts.ExportFixes.empty() || Opts.InPlace),
       "--depfile needs an output: it cannot be used with --no-output, "
       "--export-fixes or --inplace"},
      {Verify && (Opts.PrintStatsCsv || Opts.PrintStatsJson),
       "-verify cannot be used with --print-stats-csv or --print-stats-json"},
      {Opts.PrintStatsCsv && Opts.PrintStatsJson,
       "--print-stats-csv and --print-stats-json cannot be used together "
       "(both print on stdout)"},
  };
  for (const Rule &R : Rules)
    if (R.Clash)
      return R.Message;
  return "";
}

namespace {

/// Where the run's output went, in words, for the migration report.
std::string outputWords(const TranslatorOptions &Opts) {
  if (Opts.NoOutput)
    return "nothing written (--no-output)";
  if (!Opts.ExportFixes.empty())
    return "fixes in " + Opts.ExportFixes + " (--export-fixes)";
  if (Opts.InPlace)
    return "the sources rewritten in place";
  if (!Opts.OutRoot.empty())
    return "written under " + Opts.OutRoot;
  if (!Opts.Output.empty())
    return "written to " + Opts.Output;
  return "written beside each source (NAME.hip.cpp)";
}

/// --report: the whole run as one page.
bool writeMigrationReport(const RunReport &Report, const RunPlan &Plan,
                          const TranslatorOptions &UserOpts,
                          const TranslatorOptions &Opts,
                          const VisualStudioRun *VS, llvm::raw_ostream &Log) {
  ReportContext C;
  C.Inputs = UserOpts.Inputs;
  C.Root = Plan.InRoot;
  if (C.Root.empty() && Plan.Roots.size() == 1)
    C.Root = *Plan.Roots.begin();
  C.Output = outputWords(Opts);
  C.OutRoot = Opts.OutRoot;
  C.Solution = VS != nullptr;
  C.NotesInOutput =
      Opts.ReviewNotes && !Opts.NoOutput && Opts.ExportFixes.empty();
  C.DocsDir = Opts.DocsDir;
  if (VS)
    for (const VcxProject &P : VS->Solution.Projects) {
      ReportContext::Project RP{P.Name, P.Path, {}};
      for (const std::string &S : P.Sources)
        RP.Sources.push_back(realPath(S));
      C.Projects.push_back(std::move(RP));
    }
  // Real paths on both sides, for matching a project's list.
  RunReport Shown = Report;
  for (FileReport &F : Shown.Files)
    if (!F.Source.empty())
      F.Source = realPath(F.Source);
  llvm::Expected<ReportFormat> Format = reportFormatOf(Opts.ReportFile);
  if (!Format) { // checked before the run began
    Log << "amp2hip: error: " << llvm::toString(Format.takeError()) << "\n";
    return false;
  }
  if (llvm::Error E = writeAtomically(
          Opts.ReportFile,
          migrationReport(*Format, Shown, recordedDiagnostics(), C))) {
    Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
    return false;
  }
  return true;
}

/// Phase 5: the report and the exit code.
int finishRun(RunReport &Report, const TranslatorOptions &Opts,
              std::chrono::steady_clock::time_point Start,
              llvm::raw_ostream &Log) {
  Report.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  unsigned Failed = Report.count(FileReport::Failed);
  if (Opts.PrintStats)
    printStatsText(Log, Report);
  if (Opts.PrintStatsCsv)
    printStatsCsv(llvm::outs(), Report);
  if (Opts.PrintStatsJson)
    printStatsJson(llvm::outs(), Report);
  if (Opts.PrintStats || (!Opts.Quiet && (Failed || Report.Files.size() > 1)))
    printSummary(Log, Report);
  return Failed ? 1 : 0;
}

} // namespace

int runTranslator(const TranslatorOptions &Opts, llvm::raw_ostream &Log) {
  auto Start = std::chrono::steady_clock::now();
  auto Error = [&](llvm::Error E) {
    Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
    return 1;
  };
  if (!Opts.ReportFile.empty())
    if (auto F = reportFormatOf(Opts.ReportFile); !F)
      return Error(F.takeError());
  // Phase 0, for a Visual Studio solution: its sources and their commands.
  std::optional<VisualStudioRun> VS;
  if (hasVisualStudioInput(Opts)) {
    llvm::Expected<VisualStudioRun> R = prepareVisualStudio(Opts, Log);
    if (!R)
      return Error(R.takeError());
    VS = std::move(*R);
  } else if (!Opts.VsConfig.empty()) {
    return Error(
        llvm::createStringError(std::errc::invalid_argument,
                                "--vs-config needs a .sln or .vcxproj input"));
  }
  const TranslatorOptions &RunOpts = VS ? VS->Opts : Opts;
  llvm::Expected<RunPlan> Plan =
      planRun(RunOpts, Log, VS ? std::move(VS->Db) : nullptr,
              VS ? &VS->Scope : nullptr);
  if (!Plan)
    return Error(Plan.takeError());
  WorkerRun Workers = translateUnits(*Plan, RunOpts, Log);

  // Under -Xclang -verify the expected diagnostics are the test: the result
  // is whether they matched, and nothing is written.
  if (Plan->Verify)
    return llvm::all_of(Workers.Translated,
                        [&](size_t I) {
                          const Unit &U = Plan->Units[I];
                          return U.Result.ToolStatus == 0 && !U.Crashed;
                        })
               ? 0
               : 1;

  OutputPlan Out = planOutputs(*Plan, RunOpts, Log);
  RunReport Report;
  Report.Jobs = Workers.Jobs;
  Report.WorkerSeconds = Workers.Seconds;
  if (!writeOutputs(*Plan, Out, RunOpts, Report, Log))
    return 1;
  // After phase 4, for a solution: its CMake project.
  if (VS && !writeVisualStudioProject(*VS, *Plan, Log))
    return 1;
  int Status = finishRun(Report, RunOpts, Start, Log);
  if (!Opts.ReportFile.empty() &&
      !writeMigrationReport(Report, *Plan, Opts, RunOpts, VS ? &*VS : nullptr,
                            Log))
    return 1;
  return Status;
}

} // namespace amp2hip
