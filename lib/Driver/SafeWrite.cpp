//===- SafeWrite.cpp ------------------------------------------------------===//
#include "Driver/SafeWrite.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

namespace amp2hip {

llvm::Error writeAtomically(llvm::StringRef Path, llvm::StringRef Text,
                            llvm::StringRef ModeOf) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  if (!Dir.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
      return llvm::createStringError(EC, "cannot create directory '%s': %s",
                                     Dir.str().c_str(), EC.message().c_str());
  llvm::SmallString<256> Model(Path);
  Model += ".tmp-%%%%%%";
  int FD;
  llvm::SmallString<256> Tmp;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, Tmp))
    return llvm::createStringError(EC, "cannot create '%s': %s", Model.c_str(),
                                   EC.message().c_str());
  llvm::sys::RemoveFileOnSignal(Tmp);
  auto Fail = [&](std::error_code EC, const char *What) {
    llvm::sys::fs::remove(Tmp);
    llvm::sys::DontRemoveFileOnSignal(Tmp);
    return llvm::createStringError(EC, "cannot %s '%s': %s", What,
                                   Path.str().c_str(), EC.message().c_str());
  };
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      return Fail(EC, "write");
    }
  }
  if (!ModeOf.empty()) {
    llvm::ErrorOr<llvm::sys::fs::perms> Perms =
        llvm::sys::fs::getPermissions(ModeOf);
    if (Perms)
      llvm::sys::fs::setPermissions(Tmp, *Perms);
  }
  if (std::error_code EC = llvm::sys::fs::rename(Tmp, Path))
    return Fail(EC, "write");
  llvm::sys::DontRemoveFileOnSignal(Tmp);
  return llvm::Error::success();
}

std::string backupPath(llvm::StringRef Path) {
  return (Path + ".amp2hip-orig").str();
}

llvm::Error replaceInPlace(llvm::StringRef Path, llvm::StringRef Original,
                           llvm::StringRef Text, bool Backup) {
  if (Backup) {
    std::string B = backupPath(Path);
    if (llvm::sys::fs::exists(B))
      return llvm::createStringError(
          std::make_error_code(std::errc::file_exists),
          "'%s' exists (from an earlier --inplace run?); '%s' is left as it "
          "is: restore or remove the backup first",
          B.c_str(), Path.str().c_str());
    if (llvm::Error E = writeAtomically(B, Original, Path))
      return E;
  }
  return writeAtomically(Path, Text, Path);
}

} // namespace amp2hip
