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

/// The other files the out-root receives, and the findings about links.
void planCopyList(RunPlan &Plan, const TranslatorOptions &Opts,
                  const ProjectScope *Scope,
                  std::vector<BoundaryFinding> &Findings) {
  if (Plan.InRoot.empty() || (Plan.OutRoot.empty() && !Scope))
    return;
  CopyRequest R;
  R.Layout = Plan.Layout;
  // What the project needs unless the user asks for a mirror: an output
  // tree is committed and shared, so nothing goes there by default that no
  // build reads.
  R.Policy = Opts.Copy != CopyPolicy::Default ? Opts.Copy : CopyPolicy::Needed;
  R.KeepLinks = Opts.KeepLinks;
  if (Scope)
    R.Listed = &Scope->Listed;
  // Without an out-root (--no-output), only what it would say.
  Plan.Copies = planCopies(R, Findings);
}

} // namespace

llvm::Expected<RunPlan> planRun(const TranslatorOptions &Opts,
                                llvm::raw_ostream &Log,
                                std::unique_ptr<CompilationDatabase> Db,
                                const ProjectScope *Scope) {
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
  if (Scope) {
    Plan.InRoot = Scope->Root;
  } else if (!Opts.InRoot.empty()) {
    if (!llvm::sys::fs::is_directory(Opts.InRoot))
      return fail("--in-root: no such directory: " + Opts.InRoot);
    Plan.InRoot = realPath(Opts.InRoot);
  } else if (DirInputs.size() == 1 && (!Opts.OutRoot.empty() || Opts.InPlace)) {
    // Mirroring one directory: it is the root.
    Plan.InRoot = realPath(DirInputs.front());
  }
  Plan.OutRoot = Opts.OutRoot.empty() ? "" : absolute(Opts.OutRoot);
  Plan.Layout.Root = Plan.InRoot;
  Plan.Layout.Outside = Scope ? Scope->Outside : "";
  Plan.Layout.OutRoot = Plan.OutRoot;
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
  SourceSelection Sel = selectSources(
      Opts.Inputs, Plan.InRoot, Plan.OutRoot,
      Opts.BuildPath.empty() ? nullptr : Plan.Db.get(), Opts.KeepLinks);
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
    if (Scope) {
      // Outside the root, the front door has reported it (AH1320).
      U.Root = Scope->Outside.empty() ? Plan.InRoot : Scope->Outside;
    } else if (!Plan.InRoot.empty()) {
      if (!isUnder(Real, Plan.InRoot))
        return fail(U.Display + " is not under --in-root " + Opts.InRoot);
      U.Root = Plan.InRoot;
    } else if (std::string D = directoryInputOf(U.Source, DirInputs);
               !D.empty()) {
      U.Root = realPath(D);
    }
    Plan.Roots.insert(Scope ? Plan.InRoot
                      : U.Root.empty()
                          ? realPath(llvm::sys::path::parent_path(Real))
                          : U.Root);
    if (Opts.InPlace && Opts.Backup &&
        llvm::sys::fs::exists(backupPath(U.Source)))
      U.Failure = "'" + backupPath(U.Source) +
                  "' exists (from an earlier --inplace run?): restore or "
                  "remove it first";
    // The output tree never holds an input.
    if (!Plan.OutRoot.empty() && isUnder(Real, realPath(Plan.OutRoot)))
      return fail("--out-root must not hold an input (" + U.Display + ")");
  }
  if (Scope)
    Plan.Roots.insert(Scope->ScanDirs.begin(), Scope->ScanDirs.end());

  std::vector<BoundaryFinding> Findings;
  if (Scope)
    Findings = Scope->Findings;
  Findings.insert(Findings.end(), Sel.Findings.begin(), Sel.Findings.end());
  planCopyList(Plan, Opts, Scope, Findings);
  // A link met while looking for sources and again while planning the
  // copies is one finding.
  std::set<std::pair<DiagId, std::string>> Seen;
  llvm::erase_if(Findings, [&](const BoundaryFinding &F) {
    return !Seen.insert({F.Id, F.Path}).second;
  });
  for (const BoundaryFinding &F : Findings)
    Plan.LeftOut += F.Id == DiagId::ListedFileOutside ||
                    (!Opts.KeepLinks && (F.Id == DiagId::LinkLeavesRoot ||
                                         F.Id == DiagId::LinkUnresolved));
  if (reportBoundaryFindings(Findings, Plan.BoundaryDiagnostics, Log))
    return fail("stopped before translating: a warning above is an error "
                "(--warnings-as-errors)");
  return std::move(Plan);
}

} // namespace amp2hip
