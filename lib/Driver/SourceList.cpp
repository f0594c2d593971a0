//===- SourceList.cpp -----------------------------------------------------===//
#include "Driver/SourceList.h"
#include "Driver/CopyList.h"
#include "Driver/ProjectBounds.h"

#include "Frontend/TranslateAction.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

namespace amp2hip {

namespace fs = llvm::sys::fs;

bool isSourceName(llvm::StringRef Name) {
  llvm::StringRef Ext = llvm::sys::path::extension(Name);
  if (!llvm::is_contained({".cpp", ".cc", ".cxx", ".c++", ".cu"}, Ext))
    return false;
  return !llvm::sys::path::stem(Name).ends_with(".hip");
}

TreeEntries walkTree(llvm::StringRef Dir, llvm::StringRef Skip) {
  TreeEntries Out;
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Dir, EC, /*follow_symlinks=*/false),
       End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Path = It->path();
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    // Hidden entries, the out-root, and amp2hip-cxx's translated copies
    // (OBJ.amp2hip/ in a build tree) are not the user's sources.
    if (Name.starts_with(".") ||
        (It->type() == fs::file_type::directory_file &&
         Name.ends_with(".amp2hip")) ||
        (!Skip.empty() && (Path == Skip || isUnder(Path, Skip)))) {
      It.no_push();
      continue;
    }
    if (It->type() == fs::file_type::symlink_file)
      Out.Links.push_back(Path.str());
    else if (It->type() == fs::file_type::regular_file)
      Out.Files.push_back(Path.str());
  }
  llvm::sort(Out.Files);
  llvm::sort(Out.Links);
  return Out;
}

std::vector<std::string> filesUnder(llvm::StringRef Dir, llvm::StringRef Skip) {
  return walkTree(Dir, Skip).Files;
}

static std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

SourceSelection selectSources(const std::vector<std::string> &Inputs,
                              llvm::StringRef InRoot, llvm::StringRef OutRoot,
                              const clang::tooling::CompilationDatabase *Db,
                              bool KeepLinks) {
  SourceSelection Sel;
  std::vector<std::string> Dirs, Files;
  for (const std::string &In : Inputs)
    (fs::is_directory(In) ? Dirs : Files).push_back(absolutePath(In));
  if (Inputs.empty() && !InRoot.empty())
    Dirs.push_back(absolutePath(InRoot));

  std::set<std::string> Chosen(Files.begin(), Files.end());
  // The database's files by real path, so that a directory reached through
  // a link still finds its commands.
  std::map<std::string, std::string> DbFiles;
  if (Db)
    for (const std::string &F : Db->getAllFiles())
      DbFiles[realPath(F)] = F;
  if (Inputs.empty() && InRoot.empty()) {
    if (!Db) {
      Sel.Error = "no input files";
      return Sel;
    }
    for (const auto &[Real, F] : DbFiles)
      if (isSourceName(F))
        Chosen.insert(absolutePath(F));
  }
  std::string Skip = OutRoot.empty() ? "" : absolutePath(OutRoot);
  // Sources no compile command covers: in the directories given, and with
  // a database anywhere under the root.
  std::vector<std::string> Walk = Dirs;
  if (Db && !InRoot.empty() && !Inputs.empty())
    Walk.push_back(absolutePath(InRoot));
  std::set<std::string> Uncovered;
  for (size_t D = 0; D < Walk.size(); ++D) {
    bool Choose = D < Dirs.size();
    TreeEntries Tree = walkTree(Walk[D], Skip);
    std::string Root = InRoot.empty() ? realPath(Walk[D]) : InRoot.str();
    for (const std::string &L : Tree.Links) {
      LinkInfo Info = classifyLink(L, Root);
      if (Info.Kind != LinkKind::Inside && Info.Kind != LinkKind::NotALink)
        Sel.Findings.push_back(linkFinding(L, Info, Root, KeepLinks));
    }
    for (const std::string &F : Tree.Files) {
      if (!isSourceName(F))
        continue;
      if (Db && !DbFiles.count(realPath(F)))
        Uncovered.insert(F);
      else if (Choose)
        Chosen.insert(F);
    }
  }
  for (const std::string &F : Uncovered)
    if (!Chosen.count(F))
      Sel.Uncovered.push_back(F);
  Sel.Sources.assign(Chosen.begin(), Chosen.end());
  if (Sel.Sources.empty() && Sel.Error.empty())
    Sel.Error = "no C or C++ sources found in the inputs";
  return Sel;
}

} // namespace amp2hip
