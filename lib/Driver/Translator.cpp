//===- Translator.cpp -----------------------------------------------------===//
#include "Driver/Translator.h"

#include "Driver/DepFile.h"
#include "Frontend/PrepassFileSystem.h"
#include "Frontend/TranslateAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
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
          // restrict(...) must parse also in files that use it before, or
          // without, including <amp.h>.
          "-include", "amp2hip/parse_model.h",
          // Visual C++ programs: <windows.h>, <tchar.h>, <ppl.h> ... are
          // amp2hip's companions (the output names them as
          // <amp2hip/msvc/...>); the CRT and dialect names MSVC declares
          // implicitly, and Direct3D interop names (for diagnostics).
          "-isystem", (AmpIncludeDir + "/amp2hip/msvc").str(),
          "-include", "amp2hip/msvc/crt.h",
          "-include", "amp2hip/msvc/d3d_interop.h"};
}

namespace {

/// Writes \p Text to \p Path through a temporary in the same directory and a
/// rename, so a reader never sees a half-written file.
llvm::Error writeAtomically(llvm::StringRef Path, llvm::StringRef Text) {
  llvm::SmallString<256> Model(Path);
  Model += ".tmp-%%%%%%";
  int FD;
  llvm::SmallString<256> Tmp;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, Tmp))
    return llvm::createStringError(EC, "cannot create '%s': %s", Model.c_str(),
                                   EC.message().c_str());
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      llvm::sys::fs::remove(Tmp);
      return llvm::createStringError(OS.error(), "cannot write '%s'",
                                     Tmp.c_str());
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Tmp, Path)) {
    llvm::sys::fs::remove(Tmp);
    return llvm::createStringError(EC, "cannot write '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  }
  return llvm::Error::success();
}

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

void printStats(llvm::raw_ostream &OS, llvm::StringRef File,
                const FileResult &R, bool Written) {
  OS << "amp2hip: " << File << ": "
     << (R.HasErrors ? "FAILED"
         : Written   ? "translated"
                     : "checked")
     << "\n";
  OS << "  parallel_for_each calls: " << R.Launches << "\n";
  for (const auto &[Kind, N] : R.Rewrites)
    OS << "  " << Kind << ": " << N << "\n";
  for (const auto &[Code, N] : R.Diagnostics)
    OS << "  diagnostic " << Code << ": " << N << "\n";
}

/// One output file: the merged edits of every translation unit that
/// reached the source file.
struct MergedFile {
  std::string Original;
  FileEdits Edits;
  std::string FirstUnit; ///< The input that first reached it.
  std::string Output;    ///< Where it is written; empty: not written.
};

/// Adds the edits \p R made to the merged files. All or nothing: on a
/// conflict nothing of \p R is kept and \p Error says where.
bool mergeUnit(llvm::StringRef Input, const FileResult &R,
               std::map<std::string, MergedFile> &Merged, std::string &Error) {
  std::map<std::string, FileEdits> Trial;
  for (const auto &[Path, T] : R.Files) {
    auto It = Merged.find(Path);
    FileEdits E = It == Merged.end() ? FileEdits() : It->second.Edits;
    for (const EditOp &Op : T.Edits.ops()) {
      const EditOp *Clash = nullptr;
      if (E.add(Op, &Clash) == FileEdits::AddResult::Conflict) {
        Error = "conflicting edits of '" + Path + "': '" + Op.Text + "' at " +
                Op.Origin + " (translating " + Input.str() + ") and '" +
                Clash->Text + "' at " + Clash->Origin + " (translating " +
                (It == Merged.end() ? Input.str() : It->second.FirstUnit) + ")";
        return false;
      }
    }
    Trial[Path] = std::move(E);
  }
  for (auto &[Path, E] : Trial) {
    auto [It, New] = Merged.try_emplace(Path);
    if (New) {
      It->second.Original = R.Files.at(Path).Original;
      It->second.FirstUnit = Input.str();
    }
    It->second.Edits = std::move(E);
  }
  return true;
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
/// header that defines them. Hidden directories are skipped, and the scan
/// stops after a bounded number of files.
RestrictMacroTable scanRestrictMacros(const std::set<std::string> &Roots) {
  RestrictMacroTable Table;
  unsigned Files = 0;
  for (const std::string &Root : Roots) {
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End;
         It != End && !EC && Files < 20000; It.increment(EC)) {
      llvm::StringRef Name = llvm::sys::path::filename(It->path());
      if (Name.starts_with(".")) {
        It.no_push();
        continue;
      }
      llvm::StringRef Ext = llvm::sys::path::extension(Name);
      if (!llvm::is_contained({".h", ".hh", ".hpp", ".hxx", ".inl", ".ipp",
                               ".cpp", ".cc", ".cxx", ".c++", ".cu"},
                              Ext))
        continue;
      ++Files;
      auto Buffer = llvm::MemoryBuffer::getFile(It->path());
      if (Buffer)
        collectRestrictMacros((*Buffer)->getBuffer(), Table);
    }
  }
  return Table;
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

int runTranslator(const TranslatorOptions &Opts, llvm::raw_ostream &Log) {
  if (Opts.Inputs.empty()) {
    Log << "amp2hip: error: no input files\n";
    return 1;
  }
  if (!Opts.Output.empty() && Opts.Inputs.size() > 1) {
    Log << "amp2hip: error: -o cannot be used with several inputs\n";
    return 1;
  }
  if (!Opts.Output.empty() && !Opts.OutRoot.empty()) {
    Log << "amp2hip: error: -o and --out-root cannot be used together\n";
    return 1;
  }
  if (!Opts.DepFile.empty() && Opts.Inputs.size() != 1) {
    Log << "amp2hip: error: --depfile needs exactly one input\n";
    return 1;
  }
  if (!Opts.DepFile.empty() && Opts.NoOutput) {
    Log << "amp2hip: error: --depfile and --no-output cannot be used "
           "together\n";
    return 1;
  }
  if (Opts.AmpIncludeDir.empty()) {
    Log << "amp2hip: error: cannot find amp2hip's headers "
           "(share/amp2hip/include beside the executable); pass "
           "--amp-include=DIR\n";
    return 1;
  }
  // Includes of amp.h are recognised by where they resolve: compare real
  // paths.
  llvm::SmallString<256> AmpDir;
  if (llvm::sys::fs::real_path(Opts.AmpIncludeDir, AmpDir)) {
    Log << "amp2hip: error: no such directory: " << Opts.AmpIncludeDir << "\n";
    return 1;
  }
  std::string InRoot;
  if (!Opts.InRoot.empty()) {
    if (!llvm::sys::fs::is_directory(Opts.InRoot)) {
      Log << "amp2hip: error: --in-root: no such directory: " << Opts.InRoot
          << "\n";
      return 1;
    }
    InRoot = realPath(Opts.InRoot);
  }
  std::string OutRoot = Opts.OutRoot.empty() ? "" : absolute(Opts.OutRoot);
  std::string DbError;
  std::unique_ptr<CompilationDatabase> Db = makeDatabase(Opts, DbError);
  if (!Db) {
    Log << "amp2hip: error: " << DbError << "\n";
    return 1;
  }

  auto FS = llvm::makeIntrusiveRefCnt<PrepassFileSystem>(
      llvm::vfs::getRealFileSystem());
  std::vector<std::string> Sources;
  for (const std::string &In : Opts.Inputs) {
    Sources.push_back(absolute(In));
    if (!InRoot.empty() && !isUnder(realPath(Sources.back()), InRoot)) {
      Log << "amp2hip: error: " << In << " is not under --in-root "
          << Opts.InRoot << "\n";
      return 1;
    }
  }
  std::set<std::string> Roots;
  for (const std::string &Src : Sources)
    Roots.insert(InRoot.empty() ? realPath(llvm::sys::path::parent_path(Src))
                                : InRoot);
  FS->setRestrictMacros(scanRestrictMacros(Roots));
  ClangTool Tool(*Db, Sources, std::make_shared<PCHContainerOperations>(), FS);
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      parseModelArgs(AmpDir), ArgumentInsertPosition::BEGIN));
  Tool.appendArgumentsAdjuster(
      getInsertArgumentAdjuster("-fsyntax-only", ArgumentInsertPosition::END));

  std::map<std::string, FileResult> Results;
  TranslateActionFactory Factory(*FS, std::string(AmpDir), InRoot, Results);
  int ToolStatus = Tool.run(&Factory);

  // Under -Xclang -verify the expected diagnostics are the test: the result
  // is whether they matched, and nothing is written.
  bool Verify = llvm::any_of(Opts.CompilerArgs, [](llvm::StringRef A) {
    return A == "-verify" || A.starts_with("-verify=");
  });
  if (Verify)
    return ToolStatus == 0 ? 0 : 1;

  // Merge the edits of every translated unit, file by file.
  std::map<std::string, MergedFile> Merged;
  std::vector<bool> Ok(Opts.Inputs.size());
  std::vector<std::string> MainOut(Opts.Inputs.size());
  std::set<std::string> SourcePaths;
  for (size_t I = 0; I < Opts.Inputs.size(); ++I)
    SourcePaths.insert(realPath(Sources[I]));
  for (size_t I = 0; I < Opts.Inputs.size(); ++I) {
    const std::string &In = Opts.Inputs[I];
    auto It = Results.find(Sources[I]);
    if (It == Results.end())
      continue;
    const FileResult &R = It->second;
    Ok[I] = R.Parsed && !R.HasErrors;
    if (!Ok[I])
      continue;
    std::string Error;
    if (!mergeUnit(In, R, Merged, Error)) {
      Log << "amp2hip: error: " << Error << "\n";
      Ok[I] = false;
      continue;
    }
    if (!OutRoot.empty()) {
      llvm::SmallString<256> P(OutRoot);
      llvm::sys::path::append(P, relativeTo(R.MainPath, R.Root));
      MainOut[I] = std::string(P);
    } else {
      MainOut[I] =
          absolute(Opts.Output.empty() ? defaultOutputPath(In) : Opts.Output);
    }
  }

  // Where each file goes. Mirroring (-o, --out-root) writes every project
  // file reached, so that the output tree is complete; otherwise headers are
  // written beside their sources as NAME.hip.h, with the includes that reach
  // them renamed, and only where they (or what they include) changed.
  bool Mirror = !OutRoot.empty() || !Opts.Output.empty();
  std::set<std::string> RenamedHeaders;
  if (!Mirror) {
    for (auto &[Path, M] : Merged)
      if (!M.Edits.empty() && !SourcePaths.count(Path))
        RenamedHeaders.insert(Path);
    for (bool Grew = true; Grew;) {
      Grew = false;
      for (size_t I = 0; I < Opts.Inputs.size(); ++I)
        if (Ok[I])
          for (const ProjectInclude &Inc : Results[Sources[I]].Includes)
            if (RenamedHeaders.count(Inc.Target) &&
                !SourcePaths.count(Inc.Includer) &&
                RenamedHeaders.insert(Inc.Includer).second)
              Grew = true;
    }
  }
  for (size_t I = 0; I < Opts.Inputs.size(); ++I) {
    if (!Ok[I])
      continue;
    const FileResult &R = Results[Sources[I]];
    for (const auto &[Path, T] : R.Files) {
      MergedFile &M = Merged[Path];
      if (T.IsMain)
        M.Output = MainOut[I];
      else if (!OutRoot.empty())
        M.Output = OutRoot + "/" + relativeTo(Path, R.Root);
      else if (Mirror)
        M.Output = mirroredPath(Path, R.MainPath, MainOut[I]);
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

  // Never write over a source: refuse the whole unit.
  for (size_t I = 0; I < Opts.Inputs.size(); ++I) {
    if (!Ok[I])
      continue;
    for (const auto &[Path, T] : Results[Sources[I]].Files) {
      const std::string &Out = Merged[Path].Output;
      if (!Out.empty() && (realPath(Out) == Path || SourcePaths.count(Out) ||
                           SourcePaths.count(realPath(Out)))) {
        Log << "amp2hip: error: output '" << Out
            << "' would overwrite its input\n";
        Ok[I] = false;
      }
    }
  }

  unsigned Failed = 0;
  std::set<std::string> Written;
  for (size_t I = 0; I < Opts.Inputs.size(); ++I) {
    const std::string &In = Opts.Inputs[I];
    auto It = Results.find(Sources[I]);
    FileResult R = It == Results.end() ? FileResult() : It->second;
    if (Ok[I] && !Opts.NoOutput) {
      for (const auto &[Path, T] : R.Files) {
        MergedFile &M = Merged[Path];
        if (M.Output.empty() || !Written.insert(M.Output).second)
          continue;
        if (std::error_code EC = llvm::sys::fs::create_directories(
                llvm::sys::path::parent_path(M.Output))) {
          Log << "amp2hip: error: cannot create the directory of '" << M.Output
              << "': " << EC.message() << "\n";
          Ok[I] = false;
          break;
        }
        if (llvm::Error E =
                writeAtomically(M.Output, M.Edits.apply(M.Original))) {
          Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
          Ok[I] = false;
          break;
        }
      }
    }
    if (Ok[I] && !Opts.DepFile.empty()) {
      // The output as the user named it, as Clang's -MF does.
      std::string Target = !Opts.Output.empty() ? Opts.Output
                           : !OutRoot.empty()   ? MainOut[I]
                                                : defaultOutputPath(In);
      if (llvm::Error E = writeAtomically(
              Opts.DepFile, makeDepfile(Target, In, R.Dependencies))) {
        Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
        Ok[I] = false;
      }
    }
    if (!Ok[I]) {
      ++Failed;
      Log << "amp2hip: error: " << In << ": not translated"
          << (R.Parsed ? " (see the errors above)" : " (it did not parse)")
          << "; no output written\n";
    }
    if (Opts.PrintStats)
      printStats(Log, In, R, Ok[I] && !Opts.NoOutput);
  }
  if (Opts.PrintStats || Failed)
    Log << "amp2hip: " << Opts.Inputs.size()
        << " file(s): " << Opts.Inputs.size() - Failed << " translated, "
        << Failed << " failed"
        << (Opts.NoOutput ? " (no output written: --no-output)" : "") << "\n";
  return Failed ? 1 : 0;
}

} // namespace amp2hip
