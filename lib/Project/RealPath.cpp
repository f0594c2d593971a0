//===- RealPath.cpp -------------------------------------------------------===//
#include "Project/RealPath.h"

#include "Project/WindowsPath.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

namespace amp2hip {

std::string realPath(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Path, Real))
    return std::string(Real);
  // A name Clang found as Windows would (PrepassFileSystem): the file's own.
  std::string Found = findAsWindowsWould("", Path);
  if (!Found.empty() && !llvm::sys::fs::real_path(Found, Real))
    return std::string(Real);
  return Path.str();
}

bool isUnder(llvm::StringRef Path, llvm::StringRef Dir) {
  if (Dir.empty())
    return false;
  if (Dir.ends_with("/"))
    return Path.starts_with(Dir);
  return Path.size() > Dir.size() && Path.starts_with(Dir) &&
         Path[Dir.size()] == '/';
}

} // namespace amp2hip
