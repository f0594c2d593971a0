//===- PrepassFileSystem.h - Files as Clang reads them, pre-passed -*- C++ -*-//
//
// A proxy over the real file system that runs the token pre-pass on every
// file Clang opens, so restrict clauses parse in the main file and in the
// user's own headers alike. The results stay available, keyed by file
// identity, for diagnostics and rewrites once the AST exists.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_PREPASSFILESYSTEM_H
#define AMP2HIP_FRONTEND_PREPASSFILESYSTEM_H

#include "Frontend/DialectPrepass.h"
#include "Frontend/Prepass.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <memory>
#include <mutex>

namespace amp2hip {

class PrepassFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  explicit PrepassFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS)
      : ProxyFileSystem(std::move(FS)) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;

  /// The pre-pass result of a file Clang has read, or null when the file
  /// holds no restrict clause.
  const PrepassResult *resultFor(llvm::sys::fs::UniqueID ID) const;

  /// The MSVC dialect pre-pass result of a file Clang has read, or null
  /// when it changed nothing (void main renamed, a patched system header).
  const DialectPrepassResult *dialectFor(llvm::sys::fs::UniqueID ID) const;

  /// The project's restriction macros (set before the first file is read):
  /// their uses are pre-passed like the clauses they stand for.
  void setRestrictMacros(RestrictMacroTable T) { Macros = std::move(T); }

private:
  RestrictMacroTable Macros;
  mutable std::mutex Mutex;
  std::map<llvm::sys::fs::UniqueID, std::shared_ptr<PrepassResult>> Results;
  std::map<llvm::sys::fs::UniqueID, std::shared_ptr<DialectPrepassResult>>
      DialectResults;
};

} // namespace amp2hip

#endif
