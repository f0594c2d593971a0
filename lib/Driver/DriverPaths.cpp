//===- DriverPaths.cpp ----------------------------------------------------===//
#include "Driver/DriverPaths.h"
#include "Frontend/TranslateAction.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace amp2hip {

std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

std::string relativeTo(llvm::StringRef Path, llvm::StringRef Dir) {
  llvm::SmallVector<llvm::StringRef, 16> P, D;
  Path.split(P, '/', -1, false);
  Dir.split(D, '/', -1, false);
  size_t Common = 0;
  while (Common < P.size() && Common < D.size() && P[Common] == D[Common])
    ++Common;
  llvm::SmallString<256> Rel;
  for (size_t I = Common; I < D.size(); ++I)
    llvm::sys::path::append(Rel, "..");
  for (size_t I = Common; I < P.size(); ++I)
    llvm::sys::path::append(Rel, P[I]);
  return std::string(Rel);
}

std::string readFile(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

std::string displayPath(llvm::StringRef Path) {
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd) && isUnder(Path, Cwd))
    return Path.drop_front(Cwd.size() + 1).str();
  return Path.str();
}

} // namespace amp2hip
