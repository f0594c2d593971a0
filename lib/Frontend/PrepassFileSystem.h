//===- PrepassFileSystem.h - Files as Clang reads them, pre-passed -*- C++ -*-//
//
// A proxy over the real file system that runs the token pre-pass on every
// file Clang opens, so restrict clauses parse in the main file and in the
// user's own headers alike. The results stay available, keyed by file
// identity, for diagnostics and rewrites once the AST exists.
//
// Inside the project's roots it also finds files as Windows does
// (`Helpers\Math.h`, `"UTIL.H"` for util.h): Visual C++ projects name them
// so, and every such name stays the name Clang asked for.
//
// A project file in a third-party library's folder (third_party/,
// external/ ...: Model/VisualCppView.h) keeps the real compiler's view.
//
// A file Visual Studio saved as UTF-16 (Project/SourceEncoding.h) is read
// decoded into UTF-8, and its status gives the decoded size: every offset
// of the parse, the pre-passes and the edits is one of the UTF-8 text.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_PREPASSFILESYSTEM_H
#define AMP2HIP_FRONTEND_PREPASSFILESYSTEM_H

#include "Frontend/DialectPrepass.h"
#include "Frontend/Prepass.h"
#include "Model/VisualCppView.h"
#include "Project/SourceEncoding.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

class PrepassFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  explicit PrepassFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS)
      : ProxyFileSystem(std::move(FS)) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;
  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override;

  /// The directories (real paths) whose files may be named as Windows
  /// names them; system and SDK headers elsewhere are left alone.
  void setProjectRoots(std::vector<std::string> Roots) {
    ProjectRoots = std::move(Roots);
  }

  /// What project files' conditionals on the compiler's identity see.
  void setCompilerView(CompilerViewKind K) { View = K; }
  CompilerViewKind compilerView() const { return View; }

  /// The C++ AMP dialect of the project's files (Model/SourceDialect.h).
  void setDialect(SourceDialect D) { SourceLanguage = D; }
  SourceDialect dialect() const { return SourceLanguage; }

  /// The pre-pass result of a file Clang has read, or null when the file
  /// holds no restrict clause.
  const PrepassResult *resultFor(llvm::sys::fs::UniqueID ID) const;

  /// The MSVC dialect pre-pass result of a file Clang has read, or null
  /// when it changed nothing (void main renamed, a patched system header).
  const DialectPrepassResult *dialectFor(llvm::sys::fs::UniqueID ID) const;

  /// The project's restriction macros (set before the first file is read):
  /// their uses are pre-passed like the clauses they stand for.
  void setRestrictMacros(RestrictMacroTable T) { Macros = std::move(T); }

  /// Whether a file Clang has read is a project file in a third-party
  /// library's folder, which the parse read with the real compiler's view.
  bool isThirdParty(llvm::sys::fs::UniqueID ID) const;

  /// The UTF-8 text of a file Clang has read that was UTF-16 on disk, or
  /// null when it was read as it is.
  const DecodedSource *decodedFor(llvm::sys::fs::UniqueID ID) const;

  /// The files a missing include named \p Spelled could have been under
  /// Windows' rules, when more than one differ only in letter case (empty
  /// otherwise): the parse reports AH1310 instead of guessing.
  std::vector<std::string> caseTwins(llvm::StringRef Spelled) const;

private:
  /// The file \p Path names under Windows' rules, when it is missing as
  /// written and lies in a project root; empty otherwise.
  std::string windowsName(const llvm::Twine &Path);
  /// \p Path made absolute and normalised when it lies under one of the
  /// project roots; empty otherwise.
  std::string projectPath(const llvm::Twine &Path);
  /// Whether the project file \p Abs (projectPath's) lies in a folder of
  /// third-party code below its project root.
  bool inThirdPartyFolder(llvm::StringRef Abs) const;
  /// \p Bytes (the file \p ID) decoded, when they are UTF-16; null
  /// otherwise. A file read again keeps its first decoding.
  std::shared_ptr<const DecodedSource> decode(llvm::sys::fs::UniqueID ID,
                                              llvm::StringRef Bytes);

  RestrictMacroTable Macros;
  CompilerViewKind View = CompilerViewKind::VisualCpp;
  SourceDialect SourceLanguage = SourceDialect::VisualCpp;
  std::vector<std::string> ProjectRoots;
  /// Missing paths that matched several files without case, and those files.
  std::map<std::string, std::vector<std::string>> Twins;
  mutable std::mutex Mutex;
  std::map<llvm::sys::fs::UniqueID, std::shared_ptr<PrepassResult>> Results;
  std::map<llvm::sys::fs::UniqueID, std::shared_ptr<DialectPrepassResult>>
      DialectResults;
  std::map<llvm::sys::fs::UniqueID, std::shared_ptr<const DecodedSource>>
      Decoded;
  std::set<llvm::sys::fs::UniqueID> ThirdParty;
};

} // namespace amp2hip

#endif
