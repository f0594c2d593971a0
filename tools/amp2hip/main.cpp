//===- main.cpp - The amp2hip command line --------------------------------===//
//
// Options in, translator out: all the logic lives in the amp2hip library.
//
//===----------------------------------------------------------------------===//
#include "Diagnostics/AmpDiagnostics.h"
#include "Diagnostics/DiagnosticPolicy.h"
#include "Diagnostics/DiagnosticRecorder.h"
#include "Driver/MigrationReport.h"
#include "Driver/Translator.h"
#include "Rewrite/ApiMap.h"
#include "Rewrite/CheckedBuild.h"
#include "Rewrite/OptimizationPolicy.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"

using namespace llvm;

static cl::OptionCategory Category("amp2hip options");
static cl::list<std::string> Inputs(cl::Positional,
                                    cl::desc("<source files and directories>"),
                                    cl::cat(Category));
static cl::opt<std::string> Output("o", cl::desc("Output file (one input)"),
                                   cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string>
    InRoot("in-root",
           cl::desc("Project root: headers under it are translated with the "
                    "sources that include them (default: each input's "
                    "directory; a solution's folder)"),
           cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    OutRoot("out-root",
            cl::desc("Write every translated file at its path relative to "
                     "the project root under this directory"),
            cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    BuildPath("p", cl::desc("Build directory with compile_commands.json"),
              cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    AmpInclude("amp-include",
               cl::desc("amp2hip's headers (default: found beside the "
                        "executable)"),
               cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> NoOutput("no-output",
                              cl::desc("Check and report; write nothing"),
                              cl::cat(Category));
static cl::alias Examine("examine", cl::aliasopt(NoOutput));
static cl::opt<bool> PrintStats("print-stats",
                                cl::desc("Print what was translated"),
                                cl::cat(Category));
static cl::opt<bool>
    InPlace("inplace",
            cl::desc("Rewrite the sources and headers in place, keeping "
                     "each changed file's original as NAME.amp2hip-orig"),
            cl::cat(Category));
static cl::opt<bool> NoBackup("no-backup",
                              cl::desc("With --inplace: keep no originals"),
                              cl::cat(Category));
static cl::opt<unsigned>
    Jobs("j", cl::desc("Files translated at once (default: number of cores)"),
         cl::value_desc("N"), cl::Prefix, cl::init(0), cl::cat(Category));
static cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write the translation as clang-apply-replacements YAML "
             "instead of writing files"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool>
    PrintStatsCsv("print-stats-csv",
                  cl::desc("Print per-file and total counts as CSV on stdout"),
                  cl::cat(Category));
static cl::opt<bool> PrintStatsJson(
    "print-stats-json",
    cl::desc("Print per-file and total counts as JSON on stdout"),
    cl::cat(Category));
static cl::opt<std::string>
    DepFile("depfile",
            cl::desc("Write a Make rule naming the output and every file "
                     "the translation read (one input)"),
            cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string>
    VsConfig("vs-config",
             cl::desc("Configuration of a .sln or .vcxproj input "
                      "(Release|Win32, Debug|x64, ...; default Release)"),
             cl::value_desc("config|platform"), cl::cat(Category));
static cl::opt<amp2hip::CompilerViewKind> CompilerView(
    "compiler-view",
    cl::desc("The compiler project files' #if on the compiler see"),
    cl::values(clEnumValN(amp2hip::CompilerViewKind::VisualCpp, "msvc",
                          "Visual C++ 2019 (_MSC_VER 1929), written into "
                          "the output as fixed values (default)"),
               clEnumValN(amp2hip::CompilerViewKind::Gnu, "gnu",
                          "the parse's Clang (__clang__, __GNUC__), as "
                          "written; for projects kept for GCC or Clang"),
               clEnumValN(amp2hip::CompilerViewKind::Hcc, "hcc",
                          "AMD's HCC in its C++ AMP mode (__clang__, "
                          "__HCC__, __HCC_AMP__; no _MSC_VER), written into "
                          "the output as fixed values; for projects "
                          "written for HCC"),
               clEnumValN(amp2hip::CompilerViewKind::HccHc, "hcc-hc",
                          "AMD's HCC in its hc mode (-hc: __HCC_HC__ "
                          "instead of __HCC_AMP__)")),
    cl::init(amp2hip::CompilerViewKind::VisualCpp), cl::cat(Category));
static cl::opt<amp2hip::SourceDialect> Dialect(
    "dialect",
    cl::desc("The C++ AMP dialect of the project (default: found from the "
             "project, docs/hcc.md)"),
    cl::values(clEnumValN(amp2hip::SourceDialect::VisualCpp, "msvc",
                          "Visual C++'s C++ AMP: its rules and error numbers"),
               clEnumValN(amp2hip::SourceDialect::Hcc, "hcc",
                          "AMD HCC's: restrict(auto), [[hc]] and [[cpu]], "
                          "kernels of no restriction, the hc API")),
    cl::init(amp2hip::SourceDialect::VisualCpp), cl::cat(Category));
static cl::opt<amp2hip::CopyPolicy> CopyWhat(
    "copy", cl::desc("What --out-root receives besides the translated files"),
    cl::values(
        clEnumValN(amp2hip::CopyPolicy::Needed, "needed",
                   "what the project needs (default): a solution's listed "
                   "files and build files; in a tree, its sources, headers "
                   "and build scripts"),
        clEnumValN(amp2hip::CopyPolicy::All, "all",
                   "every file under the project root, hidden ones aside "
                   "(for trees whose build reads other files)")),
    cl::init(amp2hip::CopyPolicy::Default), cl::cat(Category));
static cl::opt<bool> KeepLinks(
    "keep-links",
    cl::desc("Write symbolic links that leave the project root, dangle or "
             "loop as they are (default: left out, with a warning)"),
    cl::cat(Category));
static cl::opt<bool>
    ListDiagnostics("list-diagnostics",
                    cl::desc("Print every diagnostic as Markdown and exit"),
                    cl::cat(Category));
static cl::opt<bool>
    ListMappings("list-mappings",
                 cl::desc("Print the C++ AMP to HIP mappings as Markdown"),
                 cl::cat(Category));

static cl::list<std::string>
    Suppress("suppress", cl::CommaSeparated,
             cl::desc("Do not report these diagnostic numbers (C3581,AH1008)"),
             cl::value_desc("numbers"), cl::cat(Category));
static cl::opt<std::string> WarningsAsErrors(
    "warnings-as-errors", cl::ValueOptional,
    cl::desc("Report amp2hip's warnings (all, or these numbers) as errors"),
    cl::value_desc("numbers"), cl::cat(Category));
static cl::opt<std::string> ExportDiagnostics(
    "export-diagnostics",
    cl::desc("Write every diagnostic to this file (see --diagnostics-format)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string>
    DiagnosticsFormat("diagnostics-format", cl::init("sarif"),
                      cl::desc("Format of --export-diagnostics: sarif (2.1.0) "
                               "or json"),
                      cl::value_desc("sarif|json"), cl::cat(Category));

static cl::opt<bool>
    Quiet("quiet",
          cl::desc("No progress line and no closing summary (diagnostics "
                   "and errors are still printed)"),
          cl::cat(Category));
static cl::opt<std::string> ReportFile(
    "report",
    cl::desc("Write a migration report of the run: per project and file "
             "what was translated or refused, every diagnostic by number, "
             "what to review and do next (FILE.html or FILE.md)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> NoReviewNotes(
    "no-review-notes",
    cl::desc("Write no '// amp2hip AHxxxx' comment where a warning asks a "
             "person to check the output"),
    cl::cat(Category));

// Optimisations beyond a literal port (docs/performance.md): each is on
// where amp2hip proves it safe, and each has a switch to turn it off.
static cl::opt<bool> NoTileStaticPadding(
    "no-tile-static-padding",
    cl::desc("Do not pad tile_static arrays that are accessed down a column"),
    cl::cat(Category));

static cl::opt<bool>
    NoTilePacking("no-tile-packing",
                  cl::desc("Do not run several small tiles in one GPU block"),
                  cl::cat(Category));

static cl::opt<bool> Checked(
    "checked",
    cl::desc("Write a checked build: every element access of arrays, "
             "array_views, textures and tile_static arrays is bounds-checked "
             "at run time, and violations name the C++ AMP source line "
             "(docs/checked-build.md)"),
    cl::cat(Category));

static void printVersion(raw_ostream &OS) {
  OS << "amp2hip 0.1.0 (built with LLVM " << LLVM_VERSION_STRING << ")\n";
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  // Compiler arguments follow `--`, as in clang-tidy.
  int ToolArgc = argc;
  std::vector<std::string> CompilerArgs;
  for (int I = 1; I < argc; ++I)
    if (StringRef(argv[I]) == "--") {
      ToolArgc = I;
      CompilerArgs.assign(argv + I + 1, argv + argc);
      break;
    }
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter(printVersion);
  if (!cl::ParseCommandLineOptions(
          ToolArgc, argv,
          "amp2hip: translates C++ AMP sources to HIP\n\n"
          "  amp2hip foo.cpp                 writes foo.hip.cpp\n"
          "  amp2hip foo.cpp -o out.cpp -- -DNAME=1 -Iinclude\n"
          "  amp2hip -p build --in-root src --out-root hip   a whole tree\n"
          "  amp2hip --inplace src/                          in place\n",
          &errs()))
    return 1;

  if (ListDiagnostics) {
    outs() << amp2hip::diagnosticsMarkdown();
    return 0;
  }
  if (ListMappings) {
    outs() << amp2hip::mappingsMarkdown();
    return 0;
  }
  amp2hip::DiagnosticPolicy Policy;
  for (const std::string &L : Suppress) {
    auto Codes = amp2hip::parseDiagnosticCodes(L);
    if (!Codes) {
      errs() << "amp2hip: error: --suppress: " << toString(Codes.takeError())
             << "\n";
      return 1;
    }
    Policy.Suppressed.insert(Codes->begin(), Codes->end());
  }
  if (WarningsAsErrors.getNumOccurrences()) {
    auto Codes = amp2hip::parseDiagnosticCodes(WarningsAsErrors);
    if (!Codes) {
      errs() << "amp2hip: error: --warnings-as-errors: "
             << toString(Codes.takeError()) << "\n";
      return 1;
    }
    Policy.WarningsAsErrors = *Codes;
    Policy.AllWarningsAsErrors = Codes->empty();
  }
  if (DiagnosticsFormat != "sarif" && DiagnosticsFormat != "json") {
    errs() << "amp2hip: error: --diagnostics-format must be sarif or json\n";
    return 1;
  }
  amp2hip::setDiagnosticPolicy(std::move(Policy));
  amp2hip::OptimizationPolicy Optimizations;
  Optimizations.PadTileStatic = !NoTileStaticPadding;
  Optimizations.PackTiles = !NoTilePacking;
  amp2hip::setOptimizationPolicy(Optimizations);
  amp2hip::CheckedBuild CheckedOutput;
  CheckedOutput.Enabled = Checked;
  amp2hip::setCheckedBuild(CheckedOutput);

  amp2hip::TranslatorOptions Opts;
  Opts.Inputs.assign(Inputs.begin(), Inputs.end());
  Opts.Output = Output;
  Opts.InRoot = InRoot;
  Opts.OutRoot = OutRoot;
  Opts.BuildPath = BuildPath;
  Opts.CompilerArgs = CompilerArgs;
  Opts.AmpIncludeDir =
      AmpInclude.empty()
          ? amp2hip::findAmpIncludeDir(argv[0], (void *)&printVersion)
          : std::string(AmpInclude);
  Opts.NoOutput = NoOutput;
  Opts.PrintStats = PrintStats;
  Opts.DepFile = DepFile;
  Opts.VsConfig = VsConfig;
  Opts.CompilerView = CompilerView;
  Opts.Copy = CopyWhat;
  Opts.KeepLinks = KeepLinks;
  Opts.CompilerViewGiven = CompilerView.getNumOccurrences() > 0;
  Opts.Dialect = Dialect;
  Opts.DialectGiven = Dialect.getNumOccurrences() > 0;
  Opts.InPlace = InPlace;
  Opts.Backup = !NoBackup;
  Opts.Jobs = Jobs;
  Opts.ExportFixes = ExportFixes;
  Opts.PrintStatsCsv = PrintStatsCsv;
  Opts.PrintStatsJson = PrintStatsJson;
  Opts.Progress = !Quiet && sys::Process::StandardErrIsDisplayed();
  Opts.Quiet = Quiet;
  Opts.ReviewNotes = !NoReviewNotes;
  Opts.ReportFile = ReportFile;
  Opts.DocsDir = amp2hip::findDiagnosticDocsDir(argv[0], (void *)&printVersion);
  int Status = amp2hip::runTranslator(Opts, errs());
  if (!ExportDiagnostics.empty())
    if (Error E =
            amp2hip::exportDiagnostics(ExportDiagnostics, DiagnosticsFormat)) {
      errs() << "amp2hip: error: " << toString(std::move(E)) << "\n";
      return 1;
    }
  return Status;
}
