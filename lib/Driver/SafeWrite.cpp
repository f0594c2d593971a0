//===- SafeWrite.cpp ------------------------------------------------------===//
#include "Driver/SafeWrite.h"
#include "Driver/ProjectBounds.h"
#include "Frontend/TranslateAction.h"

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

llvm::Error checkWithin(llvm::StringRef Root, llvm::StringRef Path) {
  auto Refuse = [&](const char *Why) {
    return llvm::createStringError(
        std::make_error_code(std::errc::permission_denied),
        "refusing to write '%s': %s the output tree '%s'", Path.str().c_str(),
        Why, Root.str().c_str());
  };
  std::string R = lexicalPath(Root), P = lexicalPath(Path);
  if (!isUnder(P, R))
    return Refuse("it is not under");
  if (std::error_code EC = llvm::sys::fs::create_directories(R))
    return llvm::createStringError(EC, "cannot create directory '%s': %s",
                                   R.c_str(), EC.message().c_str());
  // The deepest folder of the path that exists must be the tree's own.
  std::string RealRoot = realPath(R);
  // (A dangling link counts as there: it must not be written through.)
  auto There = [](llvm::StringRef D) {
    llvm::sys::fs::file_status S;
    return !llvm::sys::fs::status(D, S, /*follow=*/false);
  };
  llvm::StringRef Dir = llvm::sys::path::parent_path(P);
  while (Dir.size() > R.size() && !There(Dir))
    Dir = llvm::sys::path::parent_path(Dir);
  if (!reallyInside(Dir, RealRoot))
    return Refuse("a link in its folders leads out of");
  return llvm::Error::success();
}

llvm::Error writeWithin(llvm::StringRef Root, llvm::StringRef Path,
                        llvm::StringRef Text, llvm::StringRef ModeOf) {
  if (llvm::Error E = checkWithin(Root, Path))
    return E;
  return writeAtomically(Path, Text, ModeOf);
}

llvm::Error writeLinkWithin(llvm::StringRef Root, llvm::StringRef Path,
                            llvm::StringRef Text) {
  if (llvm::Error E = checkWithin(Root, Path))
    return E;
  if (llvm::sys::fs::is_symlink_file(Path) && linkText(Path) == Text)
    return llvm::Error::success();
  if (std::error_code EC =
          llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path)))
    return llvm::createStringError(EC, "cannot create directory for '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  // A unique name beside it, then a rename over what is there.
  llvm::SmallString<256> Tmp;
  std::error_code EC;
  for (unsigned Try = 0; Try < 100; ++Try) {
    llvm::SmallString<256> Model(Path);
    Model += ".tmp-%%%%%%";
    llvm::sys::fs::createUniquePath(Model, Tmp, /*MakeAbsolute=*/false);
    EC = llvm::sys::fs::create_link(Text, Tmp);
    if (EC != std::errc::file_exists)
      break;
  }
  if (!EC)
    EC = llvm::sys::fs::rename(Tmp, Path);
  if (EC) {
    llvm::sys::fs::remove(Tmp);
    return llvm::createStringError(EC, "cannot write the link '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  }
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
