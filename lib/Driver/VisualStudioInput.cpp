//===- VisualStudioInput.cpp ----------------------------------------------===//
#include "Driver/VisualStudioInput.h"
#include "Driver/DriverPaths.h"
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

/// The deepest directory holding every path of \p Paths.
std::string commonDirectory(const std::vector<std::string> &Paths) {
  std::string Common;
  for (const std::string &P : Paths) {
    std::string Dir = llvm::sys::fs::is_directory(P)
                          ? P
                          : llvm::sys::path::parent_path(P).str();
    if (Common.empty()) {
      Common = Dir;
      continue;
    }
    while (!Common.empty() && Common != "/" && !isUnder(Dir, Common) &&
           Dir != Common)
      Common = llvm::sys::path::parent_path(Common).str();
  }
  return Common;
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
  std::vector<std::string> Held = {realPath(VS.Solution.Dir)};
  auto DB = std::make_unique<ProjectDatabase>();
  for (const VcxProject &P : VS.Solution.Projects) {
    for (const std::string &N : P.Notes)
      Log << "amp2hip: note: " << P.Name << ": " << N << "\n";
    Held.push_back(realPath(P.Dir));
    for (const std::string &D : P.IncludeDirs)
      Held.push_back(realPath(D));
    for (const std::string &F : P.ForcedIncludes)
      Held.push_back(realPath(F));
    std::vector<std::string> Args = {"clang++"};
    for (std::string &A : P.compilerArgs())
      Args.push_back(std::move(A));
    Args.insert(Args.end(), Opts.CompilerArgs.begin(), Opts.CompilerArgs.end());
    for (const std::string &Src : P.Sources) {
      std::string Real = realPath(Src);
      Held.push_back(Real);
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
  std::string Root = commonDirectory(Held);
  if (!Opts.InRoot.empty()) {
    Root = realPath(Opts.InRoot);
    for (const std::string &H : Held)
      if (H != Root && !isUnder(H, Root))
        return fail(H + " is not under --in-root " + Opts.InRoot);
  }
  VS.Opts.InRoot = Root;
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
      if (++Failed == 1)
        First = relativeTo(realPath(Src), Plan.InRoot) +
                (It == BySource.end() ? "" : ": " + It->second->Failure);
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
  if (llvm::sys::fs::exists(Own) &&
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
  std::string Text =
      cmakeListsFor(VS.Solution, Plan.InRoot, Unbuildable, SourceDir);
  if (llvm::Error E = writeAtomically(Out, Text)) {
    Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
    return false;
  }
  Log << "amp2hip: wrote " << displayPath(std::string(Out)) << " (" << Buildable
      << " of " << VS.Solution.Projects.size() << " target(s))\n";
  return true;
}

} // namespace amp2hip
