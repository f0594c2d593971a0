//===- VsSolution.cpp -----------------------------------------------------===//
#include "Project/VsSolution.h"
#include "Project/WindowsPath.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace amp2hip {
namespace {

// Project type GUIDs of .sln files.
constexpr llvm::StringLiteral CppProject =
    "{8BC9CEB8-8B4A-11D0-8D11-00A0C91BC942}";
constexpr llvm::StringLiteral SolutionFolder =
    "{2150E333-8FDC-42A3-9474-1A3956D46DE8}";

struct SlnProject {
  std::string Type, Name, RelPath, Guid;
};

/// `Project("{type}") = "Name", "path", "{guid}"`.
bool parseProjectLine(llvm::StringRef Line, SlnProject &P) {
  if (!Line.consume_front("Project("))
    return false;
  llvm::SmallVector<std::string, 4> Quoted;
  while (Quoted.size() < 4) {
    size_t Open = Line.find('"');
    if (Open == llvm::StringRef::npos)
      return false;
    size_t Close = Line.find('"', Open + 1);
    if (Close == llvm::StringRef::npos)
      return false;
    Quoted.push_back(Line.slice(Open + 1, Close).str());
    Line = Line.drop_front(Close + 1);
  }
  P = {llvm::StringRef(Quoted[0]).upper(), Quoted[1], Quoted[2],
       llvm::StringRef(Quoted[3]).upper()};
  return true;
}

llvm::Error fail(const llvm::Twine &Message) {
  return llvm::createStringError(std::errc::invalid_argument,
                                 Message.str().c_str());
}

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::string(Abs);
}

} // namespace

bool isVisualStudioInput(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext.equals_insensitive(".sln") || Ext.equals_insensitive(".vcxproj");
}

llvm::Expected<VsSolution> readVsSolution(llvm::StringRef Path,
                                          llvm::StringRef Config) {
  VsSolution S;
  S.Path = absolutePath(Path);
  S.Dir = llvm::sys::path::parent_path(S.Path).str();
  S.Name = llvm::sys::path::stem(S.Path).str();
  auto [Conf, Plat] = Config.split('|');
  S.Config.Configuration = Conf.empty() ? "Release" : Conf.str();
  S.Config.Platform = Plat.str();

  if (llvm::sys::path::extension(Path).equals_insensitive(".vcxproj")) {
    auto P = readVcxProject(S.Path, S.Config, S.Dir);
    if (!P)
      return P.takeError();
    S.Config = P->Config;
    S.Name = P->Name;
    S.Projects.push_back(std::move(*P));
    return std::move(S);
  }

  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return fail("cannot read '" + Path + "': " + Buffer.getError().message());
  llvm::SmallVector<llvm::StringRef, 128> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  std::vector<SlnProject> Listed;
  std::vector<std::string> SolutionConfigs;
  // {GUID}.Sol|Plat.ActiveCfg = Proj|Plat, and .Build.0 when it builds.
  llvm::StringMap<std::string> Active;
  llvm::StringMap<bool> Builds;
  llvm::StringRef Section;
  for (llvm::StringRef Line : Lines) {
    Line = Line.trim();
    SlnProject P;
    if (parseProjectLine(Line, P)) {
      Listed.push_back(P);
    } else if (Line.starts_with("GlobalSection(")) {
      Section = Line.drop_front(14).split(')').first;
    } else if (Line == "EndGlobalSection") {
      Section = "";
    } else if (Section == "SolutionConfigurationPlatforms") {
      SolutionConfigs.push_back(Line.split('=').first.trim().str());
    } else if (Section == "ProjectConfigurationPlatforms") {
      auto [Key, Value] = Line.split('=');
      Key = Key.trim();
      if (Key.ends_with(".ActiveCfg"))
        Active[Key.drop_back(10).upper()] = Value.trim().str();
      else if (Key.ends_with(".Build.0"))
        Builds[Key.drop_back(8).upper()] = true;
    }
  }
  if (Listed.empty())
    return fail("'" + Path +
                "' lists no projects (is it a Visual Studio "
                "solution?)");
  // The solution configuration: as asked or, with no platform asked, the
  // first of that name in which a Visual C++ project builds (a solution may
  // list "Release|Any CPU", which builds only its .NET projects, first).
  auto BuildsCpp = [&](llvm::StringRef C) {
    return llvm::any_of(Listed, [&](const SlnProject &L) {
      return L.Type == CppProject &&
             Builds.count(llvm::StringRef(L.Guid + "." + C.str()).upper());
    });
  };
  std::string Chosen;
  for (const std::string &C : SolutionConfigs) {
    auto [CConf, CPlat] = llvm::StringRef(C).split('|');
    if (!CConf.equals_insensitive(S.Config.Configuration))
      continue;
    if (!S.Config.Platform.empty()) {
      if (CPlat.equals_insensitive(S.Config.Platform)) {
        Chosen = C;
        break;
      }
      continue;
    }
    if (Chosen.empty())
      Chosen = C;
    if (BuildsCpp(C)) {
      Chosen = C;
      break;
    }
  }
  if (Chosen.empty() && !SolutionConfigs.empty()) {
    std::string Known;
    for (const std::string &C : SolutionConfigs)
      Known += (Known.empty() ? "" : ", ") + C;
    return fail("'" + Path + "' has no configuration " +
                (S.Config.Platform.empty() ? S.Config.Configuration
                                           : S.Config.str()) +
                " (it has " + Known + "); choose one with --vs-config");
  }
  if (!Chosen.empty()) {
    auto [CConf, CPlat] = llvm::StringRef(Chosen).split('|');
    S.Config = {CConf.str(), CPlat.str()};
  }

  for (const SlnProject &L : Listed) {
    if (L.Type == SolutionFolder)
      continue;
    if (L.Type != CppProject ||
        !llvm::StringRef(L.RelPath).ends_with_insensitive(".vcxproj")) {
      S.Notes.push_back("project " + L.Name + " (" + L.RelPath +
                        ") is not a Visual C++ project: left out");
      continue;
    }
    std::string Key = L.Guid + "." + S.Config.str();
    VsConfiguration ProjConfig = S.Config;
    if (!Chosen.empty()) {
      auto It = Active.find(llvm::StringRef(Key).upper());
      if (It == Active.end() || !Builds.count(llvm::StringRef(Key).upper())) {
        S.Notes.push_back("project " + L.Name + " is not built in " +
                          S.Config.str() + ": left out");
        continue;
      }
      auto [PConf, PPlat] = llvm::StringRef(It->second).split('|');
      // Visual Studio writes "Any CPU" for Win32 in some solutions.
      ProjConfig = {PConf.str(), PPlat == "Any CPU" ? "Win32" : PPlat.str()};
    }
    std::string ProjPath = findAsWindowsWould(S.Dir, L.RelPath);
    if (ProjPath.empty()) {
      S.Notes.push_back("project " + L.Name + ": " + L.RelPath +
                        " not found: left out");
      continue;
    }
    auto P = readVcxProject(ProjPath, ProjConfig, S.Dir);
    if (!P)
      return P.takeError();
    S.Projects.push_back(std::move(*P));
  }
  if (S.Projects.empty())
    return fail("'" + Path + "' has no Visual C++ project to translate in " +
                S.Config.str());
  return std::move(S);
}

} // namespace amp2hip
