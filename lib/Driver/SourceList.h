//===- SourceList.h - Which files a run translates --------------*- C++ -*-===//
#ifndef AMP2HIP_DRIVER_SOURCELIST_H
#define AMP2HIP_DRIVER_SOURCELIST_H

#include "Driver/RunDiagnostics.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A C or C++ source amp2hip picks up in a directory: .cpp .cc .cxx .c++ .cu,
/// but not its own outputs (NAME.hip.cpp).
bool isSourceName(llvm::StringRef Name);

struct TreeEntries {
  std::vector<std::string> Files; ///< Regular files, sorted.
  std::vector<std::string> Links; ///< Symbolic links (to anything), sorted.
};

/// What lies under \p Dir: hidden files and directories (a leading '.'),
/// amp2hip-cxx's translated copies (directories named NAME.amp2hip) and
/// everything under \p Skip (the output root when it lies inside the tree)
/// skipped. Symbolic links are listed, never followed.
TreeEntries walkTree(llvm::StringRef Dir, llvm::StringRef Skip = "");

/// walkTree's regular files.
std::vector<std::string> filesUnder(llvm::StringRef Dir,
                                    llvm::StringRef Skip = "");

struct SourceSelection {
  std::vector<std::string> Sources; ///< Absolute paths, sorted, unique.
  /// With a compilation database: sources found in the input directories
  /// (or the root) that no compile command covers; not translated.
  std::vector<std::string> Uncovered;
  std::string Error; ///< Set when the inputs cannot be used.
  /// Links met in the input directories that leave the root (\p InRoot, or
  /// the directory), dangle or loop. No link is a source: one that points
  /// inside the root names a file the walk finds where it really is.
  std::vector<BoundaryFinding> Findings;
};

/// The sources of a run. A file input is itself; a directory input is the
/// sources under it, or with \p Db the database's files under it. With no
/// inputs: the sources under \p InRoot, or else every file of \p Db.
/// \p KeepLinks words the findings about links (--keep-links).
SourceSelection selectSources(const std::vector<std::string> &Inputs,
                              llvm::StringRef InRoot, llvm::StringRef OutRoot,
                              const clang::tooling::CompilationDatabase *Db,
                              bool KeepLinks = false);

} // namespace amp2hip

#endif
