//===- Translator.cpp -----------------------------------------------------===//
#include "Driver/Translator.h"

#include "Frontend/PrepassFileSystem.h"
#include "Frontend/TranslateAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <chrono>

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
          // restrict(...) must parse also in files that use it before, or
          // without, including <amp.h>.
          "-include", "amp2hip/parse_model.h"};
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

} // namespace

int runTranslator(const TranslatorOptions &Opts, llvm::raw_ostream &Log) {
  if (Opts.Inputs.empty()) {
    Log << "amp2hip: error: no input files\n";
    return 1;
  }
  if (!Opts.Output.empty() && Opts.Inputs.size() > 1) {
    Log << "amp2hip: error: -o cannot be used with several inputs\n";
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
  std::string DbError;
  std::unique_ptr<CompilationDatabase> Db = makeDatabase(Opts, DbError);
  if (!Db) {
    Log << "amp2hip: error: " << DbError << "\n";
    return 1;
  }

  auto FS = llvm::makeIntrusiveRefCnt<PrepassFileSystem>(
      llvm::vfs::getRealFileSystem());
  std::vector<std::string> Sources;
  for (const std::string &In : Opts.Inputs)
    Sources.push_back(absolute(In));
  ClangTool Tool(*Db, Sources, std::make_shared<PCHContainerOperations>(), FS);
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      parseModelArgs(AmpDir), ArgumentInsertPosition::BEGIN));
  Tool.appendArgumentsAdjuster(
      getInsertArgumentAdjuster("-fsyntax-only", ArgumentInsertPosition::END));

  std::map<std::string, FileResult> Results;
  TranslateActionFactory Factory(*FS, std::string(AmpDir), Results);
  int ToolStatus = Tool.run(&Factory);

  // Under -Xclang -verify the expected diagnostics are the test: the result
  // is whether they matched, and nothing is written.
  bool Verify = llvm::any_of(Opts.CompilerArgs, [](llvm::StringRef A) {
    return A == "-verify" || A.starts_with("-verify=");
  });
  if (Verify)
    return ToolStatus == 0 ? 0 : 1;

  unsigned Failed = 0, Written = 0;
  for (size_t I = 0; I < Opts.Inputs.size(); ++I) {
    const std::string &In = Opts.Inputs[I];
    auto It = Results.find(Sources[I]);
    FileResult R = It == Results.end() ? FileResult() : It->second;
    std::string Out = Opts.Output.empty() ? defaultOutputPath(In) : Opts.Output;
    bool Ok = R.Parsed && !R.HasErrors;
    if (Ok && absolute(Out) == Sources[I]) {
      Log << "amp2hip: error: output '" << Out
          << "' would overwrite its input\n";
      Ok = false;
    }
    if (Ok && !Opts.NoOutput) {
      if (llvm::Error E = writeAtomically(Out, R.Output)) {
        Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
        Ok = false;
      } else {
        ++Written;
      }
    }
    if (!Ok) {
      ++Failed;
      Log << "amp2hip: error: " << In << ": not translated"
          << (R.Parsed ? " (see the errors above)" : " (it did not parse)")
          << "; no output written\n";
    }
    if (Opts.PrintStats)
      printStats(Log, In, R, Ok && !Opts.NoOutput);
  }
  if (Opts.PrintStats || Failed)
    Log << "amp2hip: " << Opts.Inputs.size()
        << " file(s): " << Opts.Inputs.size() - Failed << " translated, "
        << Failed << " failed"
        << (Opts.NoOutput ? " (no output written: --no-output)" : "") << "\n";
  return Failed ? 1 : 0;
}

} // namespace amp2hip
