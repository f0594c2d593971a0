//===- VisualStudioInput.cpp ----------------------------------------------===//
#include "Driver/VisualStudioInput.h"
#include "Driver/DriverPaths.h"
#include "Driver/ProjectBounds.h"
#include "Driver/SafeWrite.h"
#include "Frontend/TranslateAction.h"
#include "Project/CMakeProjectWriter.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang::tooling;

namespace amp2hip {

/// Where the solution's CMakeLists.txt goes when the tree has its own.
static constexpr llvm::StringLiteral SolutionCMakeFolder = "amp2hip-cmake";
namespace {

llvm::Error fail(const llvm::Twine &Message) {
  return llvm::createStringError(std::errc::invalid_argument,
                                 Message.str().c_str());
}

/// One command per source, with its project's settings.
class ProjectDatabase : public CompilationDatabase {
public:
  void add(const std::string &File, CompileCommand Command) {
    Commands.try_emplace(File, std::move(Command));
    if (Files.empty() || Files.back() != File)
      Files.push_back(File);
  }
  std::vector<CompileCommand>
  getCompileCommands(llvm::StringRef FilePath) const override {
    auto It = Commands.find(realPath(FilePath));
    if (It == Commands.end())
      It = Commands.find(absolute(FilePath));
    if (It == Commands.end())
      return {};
    return {It->second};
  }
  std::vector<std::string> getAllFiles() const override { return Files; }

private:
  llvm::StringMap<CompileCommand> Commands;
  std::vector<std::string> Files;
};

/// Something the projects name outside the root.
struct OutsideItem {
  std::string Real;
  std::string What;  ///< "a source of App" ...
  std::string Owner; ///< The project that names it.
  /// An include directory or a listed header: it joins the outside folder
  /// only when that keeps a folder in common with the root.
  bool Optional = false;
  bool IsDir = false;
};

/// The root, the folder outside it and what the projects list, from the
/// solution (ProjectScope); an error when the projects name files that
/// share no folder with the root but '/'.
llvm::Error scopeOf(const VsSolution &S, ProjectScope &Scope) {
  const std::string &Root = Scope.Root;
  auto Inside = [&](llvm::StringRef Real) {
    return Real == Root || isUnder(Real, Root);
  };
  std::vector<OutsideItem> Outside;
  auto Note = [&](const std::string &Path, std::string What,
                  llvm::StringRef Owner, bool Optional, bool IsDir) {
    std::string Real = realPath(Path);
    if (!Inside(Real))
      Outside.push_back({Real, std::move(What), Owner.str(), Optional, IsDir});
  };
  std::string Sln = llvm::sys::path::filename(S.Path).str();
  if (llvm::sys::path::extension(S.Path).equals_insensitive(".sln"))
    Scope.Listed.push_back({S.Path, Sln, CopyReason::Build});
  for (const VcxProject &P : S.Projects) {
    std::string Owner = llvm::sys::path::filename(P.Path).str();
    Scope.Listed.push_back({P.Path, Sln, CopyReason::Build});
    for (const std::string &F : P.BuildFiles)
      Scope.Listed.push_back({F, Owner, CopyReason::Build});
    Note(P.Path, "a project of " + Sln, Sln, false, false);
    for (const std::string &D : P.IncludeDirs)
      Note(D, "an include directory of " + P.Name, P.Name, true, true);
    for (const std::string &F : P.ForcedIncludes)
      Note(F, "a forced include of " + P.Name, P.Name, false, false);
    for (const std::string &Src : P.Sources)
      Note(Src, "a source of " + P.Name, P.Name, false, false);
    for (const std::string &H : P.Headers)
      Note(H, "", P.Name, true, false);
    for (const std::string &L : P.Listed)
      if (!llvm::is_contained(P.Sources, L))
        Scope.Listed.push_back(
            {L, Owner, CopyReason::Listed, llvm::is_contained(P.Headers, L)});
  }
  if (Outside.empty())
    return llvm::Error::success();
  std::vector<std::string> Held = {Root};
  for (const OutsideItem &O : Outside)
    if (!O.Optional)
      Held.push_back(O.Real);
  std::string Common = commonFolder(Held);
  if (Common == "/")
    for (const OutsideItem &O : Outside)
      if (!O.Optional && commonFolder({Root, O.Real}) == "/")
        return fail("'" + O.Real + "' (" + O.What +
                    ") shares no folder with the project root '" + Root +
                    "' but '/': move it, or name it relative to the "
                    "solution");
  std::vector<const OutsideItem *> Placed;
  for (const OutsideItem &O : Outside) {
    std::string Wider = commonFolder({Common, O.Real});
    if (!O.Optional || Wider != "/") {
      Common = Wider;
      Placed.push_back(&O);
    } else if (O.IsDir) {
      Scope.Findings.push_back(
          {DiagId::IncludeDirInPlace, displayPath(O.Real), {O.Owner, Root}});
    }
  }
  if (Common == Root)
    return llvm::Error::success();
  Scope.Outside = Common;
  OutputLayout Layout{Root, Common, ""};
  for (const OutsideItem *O : Placed) {
    std::string Dir =
        O->IsDir ? O->Real : llvm::sys::path::parent_path(O->Real).str();
    if (!llvm::is_contained(Scope.ScanDirs, Dir))
      Scope.ScanDirs.push_back(Dir);
    if (!O->What.empty()) // a listed header is reported if it is copied
      Scope.Findings.push_back(
          {DiagId::OutsideRoot,
           displayPath(O->Real),
           {O->What, Root, Layout.placeRelative(O->Real)}});
  }
  return llvm::Error::success();
}

} // namespace

bool hasVisualStudioInput(const TranslatorOptions &Opts) {
  return llvm::any_of(Opts.Inputs, [](const std::string &In) {
    return isVisualStudioInput(In) && !llvm::sys::fs::is_directory(In);
  });
}

llvm::Expected<VisualStudioRun>
prepareVisualStudio(const TranslatorOptions &Opts, llvm::raw_ostream &Log) {
  if (Opts.Inputs.size() != 1)
    return fail("a Visual Studio solution or project is translated alone: "
                "give one .sln or .vcxproj and nothing else");
  if (!Opts.BuildPath.empty() || !Opts.Output.empty() || Opts.InPlace ||
      !Opts.ExportFixes.empty() || !Opts.DepFile.empty())
    return fail("a Visual Studio solution is translated into --out-root "
                "(or checked with --no-output); -p, -o, --inplace, "
                "--export-fixes and --depfile do not apply");
  if (Opts.OutRoot.empty() && !Opts.NoOutput)
    return fail("a Visual Studio solution needs --out-root DIR: the "
                "translated tree and its CMakeLists.txt go there");
  const std::string &Input = Opts.Inputs.front();
  if (!llvm::sys::fs::exists(Input))
    return fail("no such file: " + Input);
  auto S = readVsSolution(Input, Opts.VsConfig);
  if (!S)
    return S.takeError();

  VisualStudioRun VS;
  VS.Solution = std::move(*S);
  VS.Opts = Opts;
  VS.Opts.Inputs.clear();
  for (const std::string &N : VS.Solution.Notes)
    Log << "amp2hip: note: " << N << "\n";
  auto DB = std::make_unique<ProjectDatabase>();
  for (const VcxProject &P : VS.Solution.Projects) {
    for (const std::string &N : P.Notes)
      Log << "amp2hip: note: " << P.Name << ": " << N << "\n";
    std::vector<std::string> Args = {"clang++"};
    for (std::string &A : P.compilerArgs())
      Args.push_back(std::move(A));
    Args.insert(Args.end(), Opts.CompilerArgs.begin(), Opts.CompilerArgs.end());
    for (const std::string &Src : P.Sources) {
      std::string Real = realPath(Src);
      std::vector<std::string> Line = Args;
      Line.push_back(Real);
      DB->add(Real, CompileCommand(P.Dir, Real, Line, ""));
      if (!llvm::is_contained(VS.Opts.Inputs, Real))
        VS.Opts.Inputs.push_back(Real);
    }
  }
  if (VS.Opts.Inputs.empty())
    return fail("the projects of '" + Input + "' list no C++ sources for " +
                VS.Solution.Config.str());
  // The root is the solution's folder (or --in-root), never widened.
  if (!Opts.InRoot.empty() && !llvm::sys::fs::is_directory(Opts.InRoot))
    return fail("--in-root: no such directory: " + Opts.InRoot);
  VS.Scope.Root = realPath(Opts.InRoot.empty() ? VS.Solution.Dir : Opts.InRoot);
  if (llvm::Error E = scopeOf(VS.Solution, VS.Scope))
    return std::move(E);
  if (!VS.Scope.Outside.empty()) {
    llvm::SmallString<256> Own(VS.Scope.Root);
    llvm::sys::path::append(Own, OutsideFolder);
    if (llvm::sys::fs::exists(Own))
      return fail("the project root holds a '" + std::string(OutsideFolder) +
                  "' of its own, where the files from outside it would go: "
                  "rename it, or give --in-root a folder that holds both");
  }
  VS.Opts.InRoot = VS.Scope.Root;
  VS.Opts.CompilerArgs.clear(); // in each command already
  VS.Db = std::move(DB);
  Log << "amp2hip: " << llvm::sys::path::filename(VS.Solution.Path) << " ("
      << VS.Solution.Config.str() << "): " << VS.Solution.Projects.size()
      << " project(s), " << VS.Opts.Inputs.size() << " source(s)\n";
  return std::move(VS);
}

bool writeVisualStudioProject(const VisualStudioRun &VS, const RunPlan &Plan,
                              llvm::raw_ostream &Log) {
  std::map<std::string, const Unit *> BySource;
  for (const Unit &U : Plan.Units)
    BySource[realPath(U.Source)] = &U;
  UnbuildableTargets Unbuildable;
  for (const VcxProject &P : VS.Solution.Projects) {
    if (P.Kind == VsTargetKind::Other) {
      Unbuildable[P.Path] =
          "its ConfigurationType " + P.KindName + " has no equivalent here";
      continue;
    }
    unsigned Failed = 0;
    std::string First;
    for (const std::string &Src : P.Sources) {
      auto It = BySource.find(realPath(Src));
      if (It != BySource.end() && It->second->ok())
        continue;
      if (++Failed == 1) {
        std::string Rel = Plan.Layout.placeRelative(realPath(Src));
        First = (Rel.empty() ? realPath(Src) : Rel) +
                (It == BySource.end() ? "" : ": " + It->second->Failure);
      }
    }
    if (Failed)
      Unbuildable[P.Path] = std::to_string(Failed) + " of " +
                            std::to_string(P.Sources.size()) +
                            " source(s) not translated (" + First + ")";
  }
  // A target that links one that cannot build cannot build either.
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const VcxProject &P : VS.Solution.Projects)
      if (!Unbuildable.count(P.Path))
        for (const std::string &Ref : P.References)
          if (Unbuildable.count(Ref)) {
            std::string Name = llvm::sys::path::stem(Ref).str();
            for (const VcxProject &Q : VS.Solution.Projects)
              if (Q.Path == Ref)
                Name = cmakeTargetName(Q);
            Unbuildable[P.Path] = "it links " + Name + ", which cannot build";
            Grew = true;
            break;
          }
  }
  unsigned Buildable = 0;
  for (const VcxProject &P : VS.Solution.Projects) {
    auto It = Unbuildable.find(P.Path);
    Log << "amp2hip: target " << cmakeTargetName(P) << " ("
        << targetKindName(P.Kind) << "): "
        << (It == Unbuildable.end() ? "can build"
                                    : "cannot build: " + It->second)
        << "\n";
    Buildable += It == Unbuildable.end();
  }
  if (Plan.OutRoot.empty())
    return true; // --no-output
  llvm::SmallString<256> Out(Plan.OutRoot);
  llvm::sys::path::append(Out, "CMakeLists.txt");
  llvm::SmallString<256> Own(Plan.InRoot);
  llvm::sys::path::append(Own, "CMakeLists.txt");
  std::string SourceDir = "${CMAKE_CURRENT_SOURCE_DIR}";
  bool OwnCopied = llvm::any_of(Plan.Copies.Files, [&](const PlannedCopy &C) {
    return C.To == Out.str();
  });
  if (OwnCopied && llvm::sys::fs::exists(Own) &&
      !llvm::StringRef(readFile(Own)).starts_with(GeneratedCMakeMarker)) {
    // The tree has a CMake build of its own, copied as it is: the
    // solution's goes into a folder beside it, its paths one level up.
    Out = Plan.OutRoot;
    llvm::sys::path::append(Out, SolutionCMakeFolder, "CMakeLists.txt");
    SourceDir += "/..";
    Log << "amp2hip: warning: " << displayPath(std::string(Own))
        << " is the project's own CMake build (copied as it is); the "
           "solution's is written to "
        << SolutionCMakeFolder << "/CMakeLists.txt\n";
  }
  const OutputLayout &Layout = Plan.Layout;
  auto Place = [&Layout](llvm::StringRef Path) {
    std::string Real = realPath(Path);
    if (Real == Layout.Root)
      return std::string();
    std::string Rel = Layout.placeRelative(Real);
    return Rel.empty() ? Real : Rel; // not in the tree: used where it is
  };
  std::string Text = cmakeListsFor(VS.Solution, Place, Unbuildable, SourceDir);
  if (llvm::Error E = writeWithin(Plan.OutRoot, Out, Text)) {
    Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
    return false;
  }
  Log << "amp2hip: wrote " << displayPath(std::string(Out)) << " (" << Buildable
      << " of " << VS.Solution.Projects.size() << " target(s))\n";
  return true;
}

} // namespace amp2hip
