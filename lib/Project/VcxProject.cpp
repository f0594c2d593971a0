//===- VcxProject.cpp -----------------------------------------------------===//
#include "Project/VcxProject.h"
#include "Project/MsBuildCondition.h"
#include "Project/WindowsPath.h"
#include "Project/XmlReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <set>

namespace amp2hip {

const char *targetKindName(VsTargetKind K) {
  switch (K) {
  case VsTargetKind::Application:
    return "application";
  case VsTargetKind::StaticLibrary:
    return "static library";
  case VsTargetKind::DynamicLibrary:
    return "dynamic library";
  case VsTargetKind::Other:
    break;
  }
  return "other";
}

unsigned VcxProject::cxxStandard() const {
  // Visual Studio 2015-2019 compile as C++14 unless told otherwise
  // ("Default", or no setting); /std:c++latest is read as C++20, the newest
  // standard nvcc builds.
  llvm::StringRef S = LanguageStandard;
  unsigned N = 0;
  if (S.consume_front("stdcpp") && !S.getAsInteger(10, N) && N >= 14)
    return N;
  if (LanguageStandard == "stdcpplatest")
    return 20;
  return 14;
}

std::vector<std::string> VcxProject::compilerArgs() const {
  std::vector<std::string> Args;
  Args.push_back("-std=c++" + std::to_string(cxxStandard()));
  // /openmp: _OPENMP and the pragmas, as MSVC parsed them.
  if (OpenMP)
    Args.push_back("-fopenmp");
  for (const std::string &D : Defines)
    Args.push_back("-D" + D);
  for (const std::string &I : IncludeDirs)
    Args.push_back("-I" + I);
  for (const std::string &F : ForcedIncludes) {
    Args.push_back("-include");
    Args.push_back(F);
  }
  return Args;
}

namespace {

std::string lower(llvm::StringRef S) { return S.lower(); }

/// The evaluation of one project: properties first (in document order,
/// imports included), then item definitions, then items, as MSBuild does.
class Evaluator {
public:
  Evaluator(VcxProject &P, llvm::StringRef SolutionDir) : P(P) {
    auto WithSlash = [](llvm::StringRef D) { return (D + "/").str(); };
    set("Configuration", P.Config.Configuration);
    set("Platform", P.Config.Platform);
    set("ProjectDir", WithSlash(P.Dir));
    set("ProjectPath", P.Path);
    set("ProjectFileName", llvm::sys::path::filename(P.Path));
    set("MSBuildProjectDirectory", P.Dir);
    set("MSBuildProjectFullPath", P.Path);
    set("MSBuildProjectFile", llvm::sys::path::filename(P.Path));
    set("MSBuildProjectName", llvm::sys::path::stem(P.Path));
    set("ProjectName", llvm::sys::path::stem(P.Path));
    set("SolutionDir",
        WithSlash(SolutionDir.empty() ? llvm::StringRef(P.Dir) : SolutionDir));
    set("Configuration", P.Config.Configuration);
    // Visual Studio's defaults, so that paths built on them expand.
    set("IntDir", "$(Configuration)/");
    set("OutDir", "$(SolutionDir)$(Configuration)/");
    set("TargetName", "$(ProjectName)");
  }

  llvm::Error run(const XmlElement &Root, llvm::StringRef File) {
    collect(Root, File, 0);
    for (const Node &N : Nodes)
      if (N.E->Name == "PropertyGroup" && holds(*N.E, N.File))
        for (const auto &C : N.E->Children)
          if (holds(*C, N.File))
            set(C->Name, expand(C->Text, N.File));
    for (const Node &N : Nodes)
      if (N.E->Name == "ItemDefinitionGroup" && holds(*N.E, N.File))
        for (const auto &C : N.E->Children)
          if (C->Name == "ClCompile" && holds(*C, N.File))
            compileDefaults(*C, N.File);
    for (const Node &N : Nodes)
      if (N.E->Name == "ItemGroup" && holds(*N.E, N.File))
        for (const auto &C : N.E->Children)
          if (holds(*C, N.File))
            item(*C, N.File);
    finish();
    return llvm::Error::success();
  }

private:
  struct Node {
    const XmlElement *E;
    std::string File; ///< The file it came from (an import's own path).
  };
  VcxProject &P;
  llvm::StringMap<std::string> Props; ///< Lower-case names.
  std::vector<Node> Nodes;
  std::vector<std::unique_ptr<XmlElement>> Imported;
  std::set<std::string> Seen;
  bool LastUnresolved = false;
  // Settings from the item definitions.
  std::string Defines, IncludeDirs, Forced, Pch, PchFile, OpenMP, Standard;

  void set(llvm::StringRef Name, llvm::StringRef Value) {
    Props[lower(Name)] = Value.str();
  }

  /// $(Name) references expanded (recursively, as properties may refer to
  /// others); an unknown name expands to nothing and sets LastUnresolved.
  std::string expand(llvm::StringRef Text, llvm::StringRef File,
                     unsigned Depth = 0) {
    LastUnresolved = false;
    return expandInner(Text, File, Depth);
  }
  std::string expandInner(llvm::StringRef Text, llvm::StringRef File,
                          unsigned Depth) {
    std::string Out;
    for (size_t I = 0; I < Text.size();) {
      if (Text[I] != '$' || I + 1 >= Text.size() || Text[I + 1] != '(') {
        Out += Text[I++];
        continue;
      }
      size_t End = Text.find(')', I);
      if (End == llvm::StringRef::npos) {
        Out += Text.substr(I);
        break;
      }
      std::string Name = lower(Text.slice(I + 2, End));
      I = End + 1;
      if (Name == "msbuildthisfiledirectory") {
        Out += (llvm::sys::path::parent_path(File) + "/").str();
        continue;
      }
      auto It = Props.find(Name);
      if (It == Props.end() || Depth > 8) {
        LastUnresolved = true;
        continue;
      }
      Out += expandInner(It->second, File, Depth + 1);
    }
    return Out;
  }

  bool holds(const XmlElement &E, llvm::StringRef File) {
    if (!E.hasAttribute("Condition"))
      return true;
    bool Bad = false;
    bool V = evaluateCondition(
        E.attribute("Condition"),
        [&](llvm::StringRef S) { return expandInner(S, File, 0); },
        [&](llvm::StringRef Path) {
          return !findAsWindowsWould(llvm::sys::path::parent_path(File), Path)
                      .empty();
        },
        &Bad);
    if (Bad)
      P.Notes.push_back("condition not understood, taken as false: " +
                        E.attribute("Condition").str());
    return V;
  }

  /// The top-level groups of \p E, with the project's own imports in place.
  void collect(const XmlElement &E, llvm::StringRef File, unsigned Depth) {
    for (const auto &C : E.Children) {
      if (C->Name == "ImportGroup") {
        collect(*C, File, Depth);
      } else if (C->Name == "Import") {
        importFile(*C, File, Depth);
      } else {
        Nodes.push_back({C.get(), File.str()});
      }
    }
  }

  void importFile(const XmlElement &I, llvm::StringRef File, unsigned Depth) {
    // Conditions on imports are evaluated with the properties known when the
    // import is met; ours are evaluated later, with all of them, which is
    // the same for the property sheets projects carry.
    std::string Spelled = expand(I.attribute("Project"), File);
    if (LastUnresolved || Depth > 8)
      return; // Visual Studio's own sheets ($(VCTargetsPath), $(UserRootDir))
    std::string Path =
        findAsWindowsWould(llvm::sys::path::parent_path(File), Spelled);
    if (Path.empty()) {
      if (!I.hasAttribute("Condition"))
        P.Notes.push_back("imported property sheet not found: " + Spelled);
      return;
    }
    if (!Seen.insert(Path).second)
      return;
    P.BuildFiles.push_back(Path);
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    if (!Buffer) {
      P.Notes.push_back("cannot read the property sheet " + Path);
      return;
    }
    auto Root = parseXml((*Buffer)->getBuffer(), Path);
    if (!Root) {
      P.Notes.push_back(llvm::toString(Root.takeError()));
      return;
    }
    collect(**Root, Path, Depth + 1);
    Imported.push_back(std::move(*Root));
  }

  /// "a;b;%(X)" with %(X) standing for \p Inherited.
  std::string withInherited(llvm::StringRef Value, llvm::StringRef Inherited) {
    std::string Out;
    llvm::SmallVector<llvm::StringRef, 16> Parts;
    Value.split(Parts, ';');
    for (llvm::StringRef Part : Parts) {
      Part = Part.trim();
      if (Part.starts_with("%(")) {
        if (!Inherited.empty())
          Out += (Inherited + ";").str();
        continue;
      }
      if (!Part.empty())
        Out += (Part + ";").str();
    }
    return Out;
  }

  void compileDefaults(const XmlElement &C, llvm::StringRef File) {
    for (const auto &S : C.Children) {
      if (!holds(*S, File))
        continue;
      std::string V = expand(S->Text, File);
      if (S->Name == "PreprocessorDefinitions") {
        Defines = withInherited(V, Defines);
      } else if (S->Name == "AdditionalIncludeDirectories") {
        // Keep each directory's own spelling: an unresolved macro is
        // reported per directory below.
        IncludeDirs = withInherited(S->Text, IncludeDirs);
      } else if (S->Name == "ForcedIncludeFiles") {
        Forced = withInherited(V, Forced);
      } else if (S->Name == "PrecompiledHeader") {
        Pch = llvm::StringRef(V).trim().lower();
      } else if (S->Name == "PrecompiledHeaderFile") {
        PchFile = llvm::StringRef(V).trim().str();
      } else if (S->Name == "OpenMPSupport") {
        OpenMP = llvm::StringRef(V).trim().lower();
      } else if (S->Name == "LanguageStandard") {
        Standard = llvm::StringRef(V).trim().lower();
      }
    }
  }

  /// The file an item names, or empty (with a note).
  std::string itemPath(const XmlElement &C, llvm::StringRef File) {
    std::string Spelled = expand(C.attribute("Include"), File);
    if (Spelled.find_first_of("*?") != std::string::npos) {
      P.Notes.push_back("wildcard item not expanded: " + Spelled);
      return "";
    }
    bool Ambiguous = false;
    std::string Path = findAsWindowsWould(P.Dir, Spelled, &Ambiguous);
    if (Path.empty())
      P.Notes.push_back((Ambiguous ? "two files differ only in case: "
                                   : "listed in the project, not found: ") +
                        Spelled);
    return Path;
  }

  bool excluded(const XmlElement &C, llvm::StringRef File) {
    for (const auto &M : C.Children)
      if (M->Name == "ExcludedFromBuild" && holds(*M, File) &&
          llvm::StringRef(expand(M->Text, File))
              .trim()
              .equals_insensitive("true"))
        return true;
    return false;
  }

  /// A file an item other than a source, header or reference names, for
  /// the output tree: missing or wildcard ones are passed over quietly
  /// (they are not needed to build).
  void listedFile(const XmlElement &C, llvm::StringRef File) {
    if (!C.hasAttribute("Include") || C.Name == "ProjectConfiguration" ||
        C.Name == "Reference" || C.Name == "ProjectReference")
      return;
    std::string Spelled = expand(C.attribute("Include"), File);
    if (LastUnresolved || Spelled.find_first_of("*?;") != std::string::npos)
      return;
    std::string Path = findAsWindowsWould(P.Dir, Spelled);
    if (!Path.empty() && !llvm::sys::fs::is_directory(Path))
      P.Listed.push_back(Path);
  }

  void item(const XmlElement &C, llvm::StringRef File) {
    if (C.Name != "ClCompile" && C.Name != "ClInclude") {
      listedFile(C, File);
    } else if (C.Name == "ClCompile" && excluded(C, File)) {
      listedFile(C, File); // not built, still part of the project
      return;
    }
    if (C.Name == "ClCompile") {
      for (const auto &M : C.Children)
        if (M->Name == "PreprocessorDefinitions" ||
            M->Name == "AdditionalIncludeDirectories" ||
            M->Name == "ForcedIncludeFiles")
          if (holds(*M, File))
            P.Notes.push_back("per-file " + M->Name + " of " +
                              C.attribute("Include").str() +
                              " not carried over (the project's apply)");
      if (std::string Path = itemPath(C, File); !Path.empty()) {
        P.Sources.push_back(Path);
        P.Listed.push_back(Path);
      }
    } else if (C.Name == "ClInclude") {
      if (std::string Path = itemPath(C, File); !Path.empty()) {
        P.Headers.push_back(Path);
        P.Listed.push_back(Path);
      }
    } else if (C.Name == "ProjectReference") {
      if (std::string Path = itemPath(C, File); !Path.empty())
        P.References.push_back(Path);
    }
  }

  void finish() {
    auto Get = [&](llvm::StringRef Name) -> std::string {
      auto It = Props.find(lower(Name));
      return It == Props.end() ? "" : expand(It->second, P.Path);
    };
    if (std::string N = Get("ProjectName"); !N.empty())
      P.Name = N;
    P.Guid = llvm::StringRef(Get("ProjectGuid")).trim().upper();
    P.KindName = llvm::StringRef(Get("ConfigurationType")).trim().str();
    llvm::StringRef K = P.KindName;
    P.Kind =
        K.empty() || K.equals_insensitive("Application")
            ? VsTargetKind::Application
        : K.equals_insensitive("StaticLibrary")  ? VsTargetKind::StaticLibrary
        : K.equals_insensitive("DynamicLibrary") ? VsTargetKind::DynamicLibrary
                                                 : VsTargetKind::Other;
    std::string Chars = llvm::StringRef(Get("CharacterSet")).trim().lower();
    P.Unicode = Chars == "unicode";
    P.MultiByte = Chars == "multibyte";
    P.OpenMP = OpenMP == "true";
    P.LanguageStandard = Standard;
    if (Pch == "use")
      P.PrecompiledHeader = PchFile.empty() ? "stdafx.h" : PchFile;

    std::set<std::string> SeenDefine;
    llvm::SmallVector<llvm::StringRef, 32> Parts;
    llvm::StringRef(Defines).split(Parts, ';', -1, false);
    for (llvm::StringRef D : Parts)
      if (!D.trim().empty() && SeenDefine.insert(D.trim().str()).second)
        P.Defines.push_back(D.trim().str());
    auto Define = [&](const char *D) {
      if (SeenDefine.insert(D).second)
        P.Defines.push_back(D);
    };
    // MSBuild defines _WINDLL for a DLL; <PROJ>_EXPORTS is in the
    // project's own definitions, where Visual Studio's template writes it.
    if (P.Kind == VsTargetKind::DynamicLibrary)
      Define("_WINDLL");
    if (P.Unicode) {
      Define("_UNICODE");
      Define("UNICODE");
    }
    if (P.MultiByte)
      Define("_MBCS");

    Parts.clear();
    llvm::StringRef(IncludeDirs).split(Parts, ';', -1, false);
    std::set<std::string> SeenDir;
    for (llvm::StringRef Spelled : Parts) {
      Spelled = Spelled.trim();
      if (Spelled.empty())
        continue;
      std::string Dir = expand(Spelled, P.Path);
      if (LastUnresolved) {
        P.Notes.push_back("include directory " + Spelled.str() +
                          " names a Visual Studio or SDK location: left out");
        continue;
      }
      if (isWindowsAbsolute(Dir)) {
        P.Notes.push_back("include directory " + Dir +
                          " is a path of a Windows machine: left out");
        continue;
      }
      std::string Path = findAsWindowsWould(P.Dir, Dir);
      if (Path.empty() || !llvm::sys::fs::is_directory(Path)) {
        P.Notes.push_back("include directory " + Dir +
                          " does not exist: left out");
        continue;
      }
      if (SeenDir.insert(Path).second)
        P.IncludeDirs.push_back(Path);
    }

    Parts.clear();
    llvm::StringRef(Forced).split(Parts, ';', -1, false);
    for (llvm::StringRef F : Parts) {
      if (F.trim().empty())
        continue;
      std::string Path = findAsWindowsWould(P.Dir, F.trim());
      for (size_t I = 0; Path.empty() && I < P.IncludeDirs.size(); ++I)
        Path = findAsWindowsWould(P.IncludeDirs[I], F.trim());
      if (Path.empty())
        P.Notes.push_back("forced include " + F.trim().str() +
                          " not found: left out");
      else
        P.ForcedIncludes.push_back(Path);
    }
  }
};

/// The platform of the project's first configuration named \p Config.
std::string firstPlatform(const XmlElement &Root, llvm::StringRef Config) {
  for (const auto &G : Root.Children)
    if (G->Name == "ItemGroup")
      for (const auto &C : G->Children)
        if (C->Name == "ProjectConfiguration") {
          auto [Conf, Plat] = C->attribute("Include").split('|');
          if (Conf.equals_insensitive(Config))
            return Plat.str();
        }
  return "Win32";
}

} // namespace

llvm::Expected<VcxProject> readVcxProject(llvm::StringRef Path,
                                          const VsConfiguration &Config,
                                          llvm::StringRef SolutionDir) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read '%s': %s",
                                   Path.str().c_str(),
                                   Buffer.getError().message().c_str());
  auto Root = parseXml((*Buffer)->getBuffer(), Path);
  if (!Root)
    return Root.takeError();
  if ((*Root)->Name != "Project")
    return llvm::createStringError(std::errc::invalid_argument,
                                   "'%s' is not an MSBuild project",
                                   Path.str().c_str());
  VcxProject P;
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  P.Path = std::string(Abs);
  P.Dir = llvm::sys::path::parent_path(Abs).str();
  P.Name = llvm::sys::path::stem(Abs).str();
  P.Config = Config;
  if (P.Config.Platform.empty())
    P.Config.Platform = firstPlatform(**Root, Config.Configuration);
  Evaluator E(P, SolutionDir);
  if (llvm::Error Err = E.run(**Root, P.Path))
    return std::move(Err);
  // Visual Studio's view of the items in folders, beside the project.
  std::string Filters = P.Path + ".filters";
  if (llvm::sys::fs::is_regular_file(Filters))
    P.BuildFiles.push_back(Filters);
  return std::move(P);
}

} // namespace amp2hip
