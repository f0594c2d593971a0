//===- ProjectFiles.h - Which files a translation unit translates -*- C++ -*-===//
#ifndef AMP2HIP_FRONTEND_PROJECTFILES_H
#define AMP2HIP_FRONTEND_PROJECTFILES_H

#include "Frontend/TranslateAction.h"
#include "clang/Basic/SourceManager.h"
#include <map>
#include <string>

namespace amp2hip {

/// Which files of a translation unit amp2hip translates: the main file and
/// the headers under the project root, never amp2hip's own headers.
class ProjectFiles {
public:
  ProjectFiles(clang::SourceManager &SM, std::string Root, std::string AmpDir)
      : SM(SM), Root(std::move(Root)), AmpDir(std::move(AmpDir)) {}

  bool isProjectPath(llvm::StringRef Real) const {
    return isUnder(Real, Root) && !isUnder(Real, AmpDir);
  }

  bool contains(clang::FileID F) {
    if (F == SM.getMainFileID())
      return true;
    auto It = Cache.find(F);
    if (It != Cache.end())
      return It->second;
    clang::OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    bool In = FE && isProjectPath(pathOf(*FE));
    Cache[F] = In;
    return In;
  }

  std::string pathOf(clang::FileEntryRef FE) {
    auto [It, New] = Paths.try_emplace(FE.getUniqueID());
    if (New)
      It->second = realPath(FE.getName());
    return It->second;
  }

  const std::string &root() const { return Root; }
  const std::string &ampDir() const { return AmpDir; }

private:
  clang::SourceManager &SM;
  std::string Root, AmpDir;
  std::map<clang::FileID, bool> Cache;
  std::map<llvm::sys::fs::UniqueID, std::string> Paths;
};

} // namespace amp2hip

#endif
