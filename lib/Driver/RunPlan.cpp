//===- RunPlan.cpp --------------------------------------------------------===//
#include "Driver/RunPlan.h"
#include "Driver/DriverPaths.h"
#include "Driver/SafeWrite.h"
#include "Driver/SourceList.h"
#include "Frontend/TranslateAction.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang::tooling;

namespace amp2hip {
namespace {

llvm::Error fail(const llvm::Twine &Message) {
  return llvm::createStringError(std::errc::invalid_argument,
                                 Message.str().c_str());
}

std::unique_ptr<CompilationDatabase> makeDatabase(const TranslatorOptions &Opts,
                                                  std::string &Error) {
  if (!Opts.BuildPath.empty())
    return CompilationDatabase::autoDetectFromDirectory(Opts.BuildPath, Error);
  return std::make_unique<FixedCompilationDatabase>(".", Opts.CompilerArgs);
}

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

llvm::Expected<RunPlan> planRun(const TranslatorOptions &Opts,
                                llvm::raw_ostream &Log,
                                std::unique_ptr<CompilationDatabase> Db) {
  if (Opts.Inputs.empty() && Opts.InRoot.empty() && Opts.BuildPath.empty())
    return fail("no input files");
  if (std::string Clash = conflictingOptions(Opts); !Clash.empty())
    return fail(Clash);
  if (Opts.AmpIncludeDir.empty())
    return fail("cannot find amp2hip's headers (share/amp2hip/include "
                "beside the executable); pass --amp-include=DIR");
  RunPlan Plan;
  // Includes of amp.h are recognised by where they resolve: compare real
  // paths.
  llvm::SmallString<256> AmpDir;
  if (llvm::sys::fs::real_path(Opts.AmpIncludeDir, AmpDir))
    return fail("no such directory: " + Opts.AmpIncludeDir);
  Plan.AmpDir = std::string(AmpDir);
  Plan.Verify = llvm::any_of(Opts.CompilerArgs, [](llvm::StringRef A) {
    return A == "-verify" || A.starts_with("-verify=");
  });

  std::vector<std::string> DirInputs;
  for (const std::string &In : Opts.Inputs)
    if (llvm::sys::fs::is_directory(In))
      DirInputs.push_back(absolute(In));
  if (!Opts.InRoot.empty()) {
    if (!llvm::sys::fs::is_directory(Opts.InRoot))
      return fail("--in-root: no such directory: " + Opts.InRoot);
    Plan.InRoot = realPath(Opts.InRoot);
  } else if (DirInputs.size() == 1 && (!Opts.OutRoot.empty() || Opts.InPlace)) {
    // Mirroring one directory: it is the root.
    Plan.InRoot = realPath(DirInputs.front());
  }
  Plan.OutRoot = Opts.OutRoot.empty() ? "" : absolute(Opts.OutRoot);
  if (!Plan.OutRoot.empty() && !Plan.InRoot.empty() &&
      (realPath(Plan.OutRoot) == Plan.InRoot ||
       isUnder(Plan.InRoot, realPath(Plan.OutRoot))))
    return fail("--out-root must not be the input tree or hold it");

  if (!Db) {
    std::string DbError;
    Db = makeDatabase(Opts, DbError);
    if (!Db)
      return fail(DbError);
  }
  Plan.Db = std::move(Db);
  SourceSelection Sel =
      selectSources(Opts.Inputs, Plan.InRoot, Plan.OutRoot,
                    Opts.BuildPath.empty() ? nullptr : Plan.Db.get());
  if (!Sel.Error.empty())
    return fail(Sel.Error);
  if (!Sel.Uncovered.empty()) {
    Log << "amp2hip: warning: " << Sel.Uncovered.size()
        << " source file(s) have no compile command in '" << Opts.BuildPath
        << "' and are not translated:\n";
    for (const std::string &F : Sel.Uncovered)
      Log << "amp2hip:   " << displayPath(F) << "\n";
  }

  Plan.Units.resize(Sel.Sources.size());
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    Unit &U = Plan.Units[I];
    U.Source = Sel.Sources[I];
    U.Display = displayPath(U.Source);
    for (const std::string &In : Opts.Inputs)
      if (absolute(In) == U.Source)
        U.Display = In;
    std::string Real = realPath(U.Source);
    if (!Plan.InRoot.empty()) {
      if (!isUnder(Real, Plan.InRoot))
        return fail(U.Display + " is not under --in-root " + Opts.InRoot);
      U.Root = Plan.InRoot;
    } else if (std::string D = directoryInputOf(U.Source, DirInputs);
               !D.empty()) {
      U.Root = realPath(D);
    }
    Plan.Roots.insert(
        U.Root.empty() ? realPath(llvm::sys::path::parent_path(Real)) : U.Root);
    if (Opts.InPlace && Opts.Backup &&
        llvm::sys::fs::exists(backupPath(U.Source)))
      U.Failure = "'" + backupPath(U.Source) +
                  "' exists (from an earlier --inplace run?): restore or "
                  "remove it first";
  }
  return std::move(Plan);
}

} // namespace amp2hip
