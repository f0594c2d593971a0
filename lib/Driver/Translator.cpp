//===- Translator.cpp -----------------------------------------------------===//
#include "Driver/Translator.h"
#include "Frontend/AmpSideParse.h"

#include "Diagnostics/DiagnosticRecorder.h"
#include "Driver/DepFile.h"
#include "Driver/ExportFixes.h"
#include "Driver/FileChanges.h"
#include "Driver/Report.h"
#include "Driver/ResultCodec.h"
#include "Driver/SafeWrite.h"
#include "Driver/SourceList.h"
#include "Driver/UnitMerge.h"
#include "Driver/WorkerPool.h"
#include "Frontend/PrepassFileSystem.h"
#include "Frontend/TranslateAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Threading.h"
#include <chrono>
#include <set>

using namespace clang;
using namespace clang::tooling;

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

std::vector<std::string> parseModelArgs(llvm::StringRef AmpIncludeDir) {
  // HIP host mode gives C++ AMP's overloading on restriction for free: amp
  // functions are device functions. No HIP headers or device libraries are
  // needed, and -std may still be overridden by the user's own arguments.
  return {"-x", "hip", "--cuda-host-only", "-nogpulib", "-nogpuinc",
          "-std=c++17", "-Wno-cuda-compat", "-Wno-unknown-cuda-version",
          "-DAMP2HIP_PARSE_MODEL", "-isystem", AmpIncludeDir.str(),
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
          // Visual C++ programs: <windows.h>, <tchar.h>, <ppl.h> ... are
          // amp2hip's companions (the output names them as
          // <amp2hip/msvc/...>); the CRT and dialect names MSVC declares
          // implicitly, and Direct3D interop names (for diagnostics).
          "-isystem", (AmpIncludeDir + "/amp2hip/msvc").str(),
          "-include", "amp2hip/msvc/crt.h",
          "-include", "amp2hip/msvc/d3d_interop.h",
          // __declspec(...) parses, so that amp2hip names each use (AH1302,
          // AH1303) instead of stopping at Clang's "not enabled" error.
          "-fdeclspec",
          // Visual C++ looked a template's names up when the template was
          // used (no two-phase lookup): parse templates as late as it did.
          // Model/TwoPhaseLookup qualifies what standard compilers would
          // not find where the template is written.
          "-fdelayed-template-parsing"};
}

namespace {

std::unique_ptr<CompilationDatabase> makeDatabase(const TranslatorOptions &Opts,
                                                  std::string &Error) {
  if (!Opts.BuildPath.empty())
    return CompilationDatabase::autoDetectFromDirectory(Opts.BuildPath, Error);
  return std::make_unique<FixedCompilationDatabase>(".", Opts.CompilerArgs);
}

std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

std::string relativeTo(llvm::StringRef Path, llvm::StringRef Dir) {
  llvm::SmallVector<llvm::StringRef, 16> P, D;
  llvm::StringRef(Path).split(P, '/', -1, false);
  llvm::StringRef(Dir).split(D, '/', -1, false);
  size_t Common = 0;
  while (Common < P.size() && Common < D.size() && P[Common] == D[Common])
    ++Common;
  llvm::SmallString<256> Rel;
  for (size_t I = Common; I < D.size(); ++I)
    llvm::sys::path::append(Rel, "..");
  for (size_t I = Common; I < P.size(); ++I)
    llvm::sys::path::append(Rel, P[I]);
  return std::string(Rel);
}

/// h.h -> h.hip.h in an #include's spelling.
std::string renamedSpelling(llvm::StringRef Spelled) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(Spelled);
  std::string File = defaultOutputPath(llvm::sys::path::filename(Spelled));
  return Dir.empty() ? File : (Dir + "/" + File).str();
}

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
      if (Buffer)
        collectRestrictMacros((*Buffer)->getBuffer(), Table);
    }
  return Table;
}

/// The file's text on disk (empty when it cannot be read).
std::string readFile(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

/// \p Path relative to the working directory when it lies under it.
std::string displayPath(llvm::StringRef Path) {
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd) && isUnder(Path, Cwd))
    return Path.drop_front(Cwd.size() + 1).str();
  return Path.str();
}

} // namespace

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

/// The directory input \p Source was found in (deepest first), if any.
std::string directoryInputOf(llvm::StringRef Source,
                             const std::vector<std::string> &Dirs) {
  std::string Best;
  for (const std::string &D : Dirs)
    if (isUnder(Source, D) && D.size() > Best.size())
      Best = D;
  return Best;
}

} // namespace

int runTranslator(const TranslatorOptions &Opts, llvm::raw_ostream &Log) {
  auto Start = std::chrono::steady_clock::now();
  auto Error = [&](const llvm::Twine &Message) {
    Log << "amp2hip: error: " << Message << "\n";
    return 1;
  };
  if (Opts.Inputs.empty() && Opts.InRoot.empty() && Opts.BuildPath.empty())
    return Error("no input files");
  if (std::string Clash = conflictingOptions(Opts); !Clash.empty())
    return Error(Clash);
  if (Opts.AmpIncludeDir.empty())
    return Error("cannot find amp2hip's headers (share/amp2hip/include "
                 "beside the executable); pass --amp-include=DIR");
  // Includes of amp.h are recognised by where they resolve: compare real
  // paths.
  llvm::SmallString<256> AmpDir;
  if (llvm::sys::fs::real_path(Opts.AmpIncludeDir, AmpDir))
    return Error("no such directory: " + Opts.AmpIncludeDir);
  bool Verify = llvm::any_of(Opts.CompilerArgs, [](llvm::StringRef A) {
    return A == "-verify" || A.starts_with("-verify=");
  });

  std::vector<std::string> DirInputs;
  for (const std::string &In : Opts.Inputs)
    if (llvm::sys::fs::is_directory(In))
      DirInputs.push_back(absolute(In));
  std::string InRoot;
  if (!Opts.InRoot.empty()) {
    if (!llvm::sys::fs::is_directory(Opts.InRoot))
      return Error("--in-root: no such directory: " + Opts.InRoot);
    InRoot = realPath(Opts.InRoot);
  } else if (DirInputs.size() == 1 && (!Opts.OutRoot.empty() || Opts.InPlace)) {
    // Mirroring one directory: it is the root.
    InRoot = realPath(DirInputs.front());
  }
  std::string OutRoot = Opts.OutRoot.empty() ? "" : absolute(Opts.OutRoot);
  if (!OutRoot.empty() && !InRoot.empty() &&
      (realPath(OutRoot) == InRoot || isUnder(InRoot, realPath(OutRoot))))
    return Error("--out-root must not be the input tree or hold it");

  std::string DbError;
  std::unique_ptr<CompilationDatabase> Db = makeDatabase(Opts, DbError);
  if (!Db)
    return Error(DbError);
  SourceSelection Sel =
      selectSources(Opts.Inputs, InRoot, OutRoot,
                    Opts.BuildPath.empty() ? nullptr : Db.get());
  if (!Sel.Error.empty())
    return Error(Sel.Error);
  if (!Sel.Uncovered.empty()) {
    Log << "amp2hip: warning: " << Sel.Uncovered.size()
        << " source file(s) have no compile command in '" << Opts.BuildPath
        << "' and are not translated:\n";
    for (const std::string &F : Sel.Uncovered)
      Log << "amp2hip:   " << displayPath(F) << "\n";
  }

  std::vector<Unit> Units(Sel.Sources.size());
  std::set<std::string> Roots;
  for (size_t I = 0; I < Units.size(); ++I) {
    Unit &U = Units[I];
    U.Source = Sel.Sources[I];
    U.Display = displayPath(U.Source);
    for (const std::string &In : Opts.Inputs)
      if (absolute(In) == U.Source)
        U.Display = In;
    std::string Real = realPath(U.Source);
    if (!InRoot.empty()) {
      if (!isUnder(Real, InRoot))
        return Error(U.Display + " is not under --in-root " + Opts.InRoot);
      U.Root = InRoot;
    } else if (std::string D = directoryInputOf(U.Source, DirInputs);
               !D.empty()) {
      U.Root = realPath(D);
    }
    Roots.insert(U.Root.empty() ? realPath(llvm::sys::path::parent_path(Real))
                                : U.Root);
    if (Opts.InPlace && Opts.Backup &&
        llvm::sys::fs::exists(backupPath(U.Source)))
      U.Failure = "'" + backupPath(U.Source) +
                  "' exists (from an earlier --inplace run?): restore or "
                  "remove it first";
  }

  auto FS = llvm::makeIntrusiveRefCnt<PrepassFileSystem>(
      llvm::vfs::getRealFileSystem());
  RestrictMacroTable Macros = scanRestrictMacros(Roots, OutRoot);
  FS->setRestrictMacros(Macros);
  std::vector<std::string> ParseArgs = parseModelArgs(AmpDir);

  // Each file in a worker process of its own (WorkerPool.h).
  std::vector<size_t> Todo;
  for (size_t I = 0; I < Units.size(); ++I)
    if (Units[I].ok())
      Todo.push_back(I);
  unsigned Jobs = Opts.Jobs
                      ? Opts.Jobs
                      : llvm::hardware_concurrency().compute_thread_count();
  Jobs = std::max<size_t>(1, std::min<size_t>(Jobs, Todo.size()));
  size_t Finished = 0;
  auto Work = [&](size_t K) {
    Unit &U = Units[Todo[K]];
    ClangTool Tool(*Db, {U.Source}, std::make_shared<PCHContainerOperations>(),
                   FS);
    Tool.appendArgumentsAdjuster(
        getInsertArgumentAdjuster(ParseArgs, ArgumentInsertPosition::BEGIN));
    Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
        "-fsyntax-only", ArgumentInsertPosition::END));
    std::map<std::string, FileResult> Results;
    AmpSideRequest Side{Db.get(), U.Source, ParseArgs, Macros,
                        std::string(AmpDir), U.Root};
    TranslateActionFactory Factory(*FS, std::string(AmpDir), U.Root, Results,
                                   [&Side] { return parseAmpSide(Side); });
    UnitResult R;
    R.ToolStatus = Tool.run(&Factory);
    // Keyed by the file's name in its compile command, which may be
    // relative to the command's directory: one source, one result.
    auto It = Results.find(U.Source);
    if (It == Results.end())
      It = Results.begin();
    if (It != Results.end())
      R.R = std::move(It->second);
    R.DiagnosticsJson = diagnosticsJson(recordedDiagnostics());
    return encodeUnitResult(R);
  };
  auto Done = [&](size_t K, WorkerOutcome &&O) {
    Unit &U = Units[Todo[K]];
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
    ++Finished;
    if (Opts.Progress && Units.size() > 1)
      Log << "[" << Finished << "/" << Todo.size() << "] " << U.Display << "\n";
  };
  auto WorkersStart = std::chrono::steady_clock::now();
  runInWorkers(Todo.size(), Jobs, Work, Done);
  double WorkerSeconds = std::chrono::duration<double>(
                             std::chrono::steady_clock::now() - WorkersStart)
                             .count();
  // The workers' diagnostics, in input order, for --export-diagnostics.
  for (size_t I : Todo) {
    std::vector<RecordedDiagnostic> Ds;
    if (parseDiagnosticsJson(Units[I].Result.DiagnosticsJson, Ds))
      appendRecordedDiagnostics(std::move(Ds));
  }

  // Under -Xclang -verify the expected diagnostics are the test: the result
  // is whether they matched, and nothing is written.
  if (Verify)
    return llvm::all_of(Todo,
                        [&](size_t I) {
                          return Units[I].Result.ToolStatus == 0 &&
                                 !Units[I].Crashed;
                        })
               ? 0
               : 1;

  // Merge the edits of every translated unit, file by file.
  bool Mirror = !OutRoot.empty() || !Opts.Output.empty() || Opts.InPlace ||
                !Opts.ExportFixes.empty();
  bool InPlaceEdits = Opts.InPlace || !Opts.ExportFixes.empty();
  std::map<std::string, MergedFile> Merged;
  std::set<std::string> SourcePaths;
  for (const Unit &U : Units)
    SourcePaths.insert(realPath(U.Source));
  for (Unit &U : Units) {
    if (!U.ok())
      continue;
    const FileResult &R = U.Result.R;
    std::vector<Divergence> Divergences = mergeUnit(U.Display, R, Merged);
    if (!Divergences.empty())
      U.Result.R.Diagnostics["AH1009"] += Divergences.size();
    if (reportDivergences(U.Display, Divergences, Log)) {
      U.Failure = "a shared file needs a different translation (AH1009)";
      continue;
    }
    if (!OutRoot.empty()) {
      llvm::SmallString<256> P(OutRoot);
      llvm::sys::path::append(P, relativeTo(R.MainPath, R.Root));
      U.MainOut = std::string(P);
    } else if (InPlaceEdits) {
      U.MainOut = R.MainPath;
    } else {
      U.MainOut = absolute(Opts.Output.empty() ? defaultOutputPath(U.Source)
                                               : Opts.Output);
    }
  }

  // Where each file goes. Mirroring (-o, --out-root, --inplace) writes every
  // project file reached, so that the output tree is complete; otherwise
  // headers are written beside their sources as NAME.hip.h, with the
  // includes that reach them renamed, and only where they (or what they
  // include) changed.
  std::set<std::string> RenamedHeaders;
  if (!Mirror) {
    for (auto &[Path, M] : Merged)
      if (!M.Edits.empty() && !SourcePaths.count(Path))
        RenamedHeaders.insert(Path);
    for (bool Grew = true; Grew;) {
      Grew = false;
      for (const Unit &U : Units)
        if (U.ok())
          for (const ProjectInclude &Inc : U.Result.R.Includes)
            if (RenamedHeaders.count(Inc.Target) &&
                !SourcePaths.count(Inc.Includer) &&
                RenamedHeaders.insert(Inc.Includer).second)
              Grew = true;
    }
  }
  for (const Unit &U : Units) {
    if (!U.ok())
      continue;
    const FileResult &R = U.Result.R;
    for (const auto &[Path, T] : R.Files) {
      MergedFile &M = Merged[Path];
      if (T.IsMain)
        M.Output = U.MainOut;
      else if (!OutRoot.empty())
        M.Output = OutRoot + "/" + relativeTo(Path, R.Root);
      else if (InPlaceEdits)
        M.Output = Path;
      else if (Mirror)
        M.Output = mirroredPath(Path, R.MainPath, U.MainOut);
      else if (RenamedHeaders.count(Path))
        M.Output = defaultOutputPath(Path);
    }
    if (Mirror)
      continue;
    for (const ProjectInclude &Inc : R.Includes) {
      if (!RenamedHeaders.count(Inc.Target))
        continue;
      EditOp Op;
      Op.Offset = Inc.Offset;
      Op.Length = Inc.Length;
      Op.Text = (Inc.Angled ? "<" : "\"") + renamedSpelling(Inc.Spelled) +
                (Inc.Angled ? ">" : "\"");
      Merged[Inc.Includer].Edits.add(Op);
    }
  }

  // Never write over a source (but --inplace): refuse the whole unit.
  if (!InPlaceEdits)
    for (Unit &U : Units) {
      if (!U.ok())
        continue;
      for (const auto &[Path, T] : U.Result.R.Files) {
        const std::string &Out = Merged[Path].Output;
        if (!Out.empty() && (realPath(Out) == Path || SourcePaths.count(Out) ||
                             SourcePaths.count(realPath(Out)))) {
          U.Failure = "output '" + Out + "' would overwrite its input";
          Log << "amp2hip: error: " << U.Failure << "\n";
        }
      }
    }

  // The changes to each file, from the text on disk (what --export-fixes
  // exports and the report counts).
  std::map<std::string, std::vector<TextChange>> Changes;
  std::map<std::string, unsigned> LinesChanged;
  auto ChangesOf = [&](const std::string &Path) -> std::vector<TextChange> & {
    auto [It, New] = Changes.try_emplace(Path);
    if (New) {
      const MergedFile &M = Merged[Path];
      std::string Disk = readFile(Path);
      It->second = changesFrom(Disk, M.Original, M.Edits);
      LinesChanged[Path] = linesTouched(Disk, It->second);
    }
    return It->second;
  };

  // Before anything is written: --inplace replaces the text on disk.
  for (const Unit &U : Units)
    if (U.ok())
      for (const auto &[Path, T] : U.Result.R.Files)
        if (T.IsMain || !Merged[Path].Output.empty() || InPlaceEdits)
          ChangesOf(Path);

  RunReport Report;
  Report.Jobs = Jobs;
  Report.WorkerSeconds = WorkerSeconds;
  Report.NoOutput = Opts.NoOutput;
  std::set<std::string> Written, Counted;
  bool WriteFiles = !Opts.NoOutput && Opts.ExportFixes.empty();
  for (Unit &U : Units) {
    if (U.ok() && WriteFiles) {
      for (const auto &[Path, T] : U.Result.R.Files) {
        MergedFile &M = Merged[Path];
        if (M.Output.empty() || !Written.insert(M.Output).second)
          continue;
        std::string Text = M.Edits.apply(M.Original);
        llvm::Error E = llvm::Error::success();
        if (Opts.InPlace) {
          std::string Disk = readFile(Path);
          if (Disk == Text)
            continue;
          if (Disk.size() != M.Original.size())
            E = llvm::createStringError(
                std::make_error_code(std::errc::io_error),
                "'%s' changed while it was translated; left as it is",
                Path.c_str());
          else
            E = replaceInPlace(Path, Disk, Text, Opts.Backup);
        } else {
          E = writeAtomically(M.Output, Text);
        }
        if (E) {
          U.Failure = llvm::toString(std::move(E));
          Log << "amp2hip: error: " << U.Failure << "\n";
          break;
        }
      }
    }
    if (U.ok() && !Opts.DepFile.empty() && WriteFiles) {
      // The output as the user named it, as Clang's -MF does.
      std::string Target = !Opts.Output.empty() ? Opts.Output
                           : !OutRoot.empty()   ? U.MainOut
                                                : defaultOutputPath(U.Display);
      if (llvm::Error E = writeAtomically(
              Opts.DepFile,
              makeDepfile(Target, U.Display, U.Result.R.Dependencies))) {
        U.Failure = llvm::toString(std::move(E));
        Log << "amp2hip: error: " << U.Failure << "\n";
      }
    }

    FileReport F;
    F.Path = U.Display;
    F.Seconds = U.Seconds;
    F.Diagnostics = U.Result.R.Diagnostics;
    F.Constructs = U.Result.R.Constructs;
    F.Rewrites = U.Result.R.Rewrites;
    if (!U.ok()) {
      F.Status = FileReport::Failed;
      F.FirstError = U.Failure;
      Log << "amp2hip: error: " << U.Display << ": not translated"
          << (U.Crashed           ? " (the translator crashed on it)"
              : U.Result.R.Parsed ? " (see the errors above)"
                                  : " (it did not parse)")
          << "; no output written\n";
    } else {
      for (const auto &[Path, T] : U.Result.R.Files) {
        const MergedFile &M = Merged[Path];
        if (M.Output.empty() && !T.IsMain)
          continue;
        ChangesOf(Path);
        unsigned Lines = LinesChanged[Path];
        if (T.IsMain)
          F.LinesChanged = Lines;
        if (!Counted.insert(Path).second)
          continue;
        Report.LinesChanged += Lines;
        if (!T.IsMain) {
          ++Report.HeadersWritten;
          Report.HeadersChanged += !ChangesOf(Path).empty();
        }
      }
      F.Status = Opts.NoOutput ? FileReport::Checked
                 : ChangesOf(U.Result.R.MainPath).empty()
                     ? FileReport::Unchanged
                     : FileReport::Translated;
    }
    Report.Files.push_back(std::move(F));
  }

  // --out-root: the rest of the tree comes along, so that it builds.
  if (WriteFiles && !OutRoot.empty() && !InRoot.empty()) {
    for (const std::string &Path : filesUnder(InRoot, OutRoot)) {
      llvm::SmallString<256> Out(OutRoot);
      llvm::sys::path::append(Out, relativeTo(Path, InRoot));
      if (Written.count(std::string(Out)) || SourcePaths.count(Path))
        continue;
      std::string Text = readFile(Path);
      if (llvm::sys::fs::exists(Out) && readFile(Out) == Text)
        continue;
      if (llvm::Error E = writeAtomically(Out, Text, Path)) {
        Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
        Report.Files.push_back({});
        Report.Files.back().Path = displayPath(Path);
        Report.Files.back().FirstError = "cannot copy it to --out-root";
        continue;
      }
      ++Report.FilesCopied;
    }
  }

  if (!Opts.ExportFixes.empty()) {
    std::map<std::string, std::vector<TextChange>> Fixes;
    for (const Unit &U : Units)
      if (U.ok())
        for (const auto &[Path, T] : U.Result.R.Files)
          if (!ChangesOf(Path).empty())
            Fixes[Path] = ChangesOf(Path);
    if (llvm::Error E = writeAtomically(
            Opts.ExportFixes,
            exportFixesYaml(Units.empty() ? "" : realPath(Units[0].Source),
                            Fixes))) {
      Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
      return 1;
    }
  }

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
  if (Opts.PrintStats || Failed || Report.Files.size() > 1)
    printSummary(Log, Report);
  return Failed ? 1 : 0;
}

} // namespace amp2hip
