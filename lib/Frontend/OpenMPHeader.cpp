//===- OpenMPHeader.cpp ---------------------------------------------------===//
#include "Frontend/OpenMPHeader.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <algorithm>
#include <mutex>
#include <vector>

namespace amp2hip {

namespace {

/// The subdirectories of \p Dir, newest version first: `llvm-19` before
/// `llvm-14`, `15.0.7` before `14.0.6`, `12` before `9`.
std::vector<std::string> subdirsNewestFirst(llvm::StringRef Dir) {
  std::vector<std::string> Dirs;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator I(Dir, EC), E; !EC && I != E;
       I.increment(EC))
    if (llvm::sys::fs::is_directory(I->path()))
      Dirs.push_back(I->path());
  // The numbers in a name, compared as numbers.
  auto Key = [](llvm::StringRef Path) {
    std::vector<unsigned> Numbers;
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    while (!Name.empty()) {
      Name = Name.drop_until([](char C) { return llvm::isDigit(C); });
      llvm::StringRef Digits =
          Name.take_while([](char C) { return llvm::isDigit(C); });
      Name = Name.drop_front(Digits.size());
      unsigned N = 0;
      if (!Digits.empty() && !Digits.getAsInteger(10, N))
        Numbers.push_back(N);
    }
    return Numbers;
  };
  std::stable_sort(Dirs.begin(), Dirs.end(),
                   [&](const std::string &A, const std::string &B) {
                     return Key(A) > Key(B);
                   });
  return Dirs;
}

/// The first `<Base>/<version>.../include/omp.h` found under each pattern:
/// \p Levels lists the path below Base, a '*' for a versioned directory.
std::string findUnder(llvm::StringRef Base,
                      llvm::ArrayRef<llvm::StringRef> Levels) {
  if (Levels.empty()) {
    llvm::SmallString<256> P(Base);
    llvm::sys::path::append(P, "omp.h");
    return llvm::sys::fs::is_regular_file(P) ? std::string(P) : "";
  }
  if (Levels.front() != "*") {
    llvm::SmallString<256> P(Base);
    llvm::sys::path::append(P, Levels.front());
    return findUnder(P, Levels.drop_front());
  }
  for (const std::string &Dir : subdirsNewestFirst(Base)) {
    std::string Found = findUnder(Dir, Levels.drop_front());
    if (!Found.empty())
      return Found;
  }
  return "";
}

} // namespace

llvm::StringRef openMPParseDir() { return "/.amp2hip-parse/openmp"; }

std::string findOpenMPHeader() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("AMP2HIP_OMP_H"))
    if (llvm::sys::fs::is_regular_file(*Env))
      return *Env;
  // /usr/lib/llvm-N/lib/clang/V/include/omp.h: Debian's LLVM packages.
  for (const std::string &Llvm : subdirsNewestFirst("/usr/lib")) {
    if (!llvm::StringRef(llvm::sys::path::filename(Llvm)).starts_with("llvm-"))
      continue;
    std::string Found = findUnder(Llvm, {"lib", "clang", "*", "include"});
    if (!Found.empty())
      return Found;
  }
  for (const std::string &Rocm : subdirsNewestFirst("/opt")) {
    if (!llvm::StringRef(llvm::sys::path::filename(Rocm)).starts_with("rocm"))
      continue;
    std::string Found =
        findUnder(Rocm, {"llvm", "lib", "clang", "*", "include"});
    if (!Found.empty())
      return Found;
  }
  // Not GCC's: it uses attributes that only GCC accepts.
  return "";
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> parseBaseFileSystem() {
  static std::once_flag Once;
  static std::unique_ptr<llvm::MemoryBuffer> Header;
  std::call_once(Once, [] {
    std::string Path = findOpenMPHeader();
    if (Path.empty())
      return;
    if (auto Buffer = llvm::MemoryBuffer::getFile(Path))
      Header = std::move(*Buffer);
  });
  auto Real = llvm::vfs::getRealFileSystem();
  if (!Header)
    return Real;
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  llvm::SmallString<64> Path(openMPParseDir());
  llvm::sys::path::append(Path, "omp.h");
  Memory->addFile(
      Path, 0,
      llvm::MemoryBuffer::getMemBuffer(Header->getBuffer(),
                                       Header->getBufferIdentifier(), false));
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(Real);
  Overlay->pushOverlay(Memory);
  return Overlay;
}

} // namespace amp2hip
