//===- SourceList.h - Which files a run translates --------------*- C++ -*-===//
#ifndef AMP2HIP_DRIVER_SOURCELIST_H
#define AMP2HIP_DRIVER_SOURCELIST_H

#include "clang/Tooling/CompilationDatabase.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A C or C++ source amp2hip picks up in a directory: .cpp .cc .cxx .c++ .cu,
/// but not its own outputs (NAME.hip.cpp).
bool isSourceName(llvm::StringRef Name);

/// Every regular file under \p Dir, sorted, hidden files and directories
/// (a leading '.') skipped, amp2hip-cxx's translated copies (directories
/// named NAME.amp2hip) skipped, and nothing under \p Skip (the output root
/// when it lies inside the tree). Symbolic links to files count; links to
/// directories are not followed.
std::vector<std::string> filesUnder(llvm::StringRef Dir,
                                    llvm::StringRef Skip = "");

struct SourceSelection {
  std::vector<std::string> Sources; ///< Absolute paths, sorted, unique.
  /// With a compilation database: sources found in the input directories
  /// (or the root) that no compile command covers; not translated.
  std::vector<std::string> Uncovered;
  std::string Error; ///< Set when the inputs cannot be used.
};

/// The sources of a run. A file input is itself; a directory input is the
/// sources under it, or with \p Db the database's files under it. With no
/// inputs: the sources under \p InRoot, or else every file of \p Db.
SourceSelection selectSources(const std::vector<std::string> &Inputs,
                              llvm::StringRef InRoot, llvm::StringRef OutRoot,
                              const clang::tooling::CompilationDatabase *Db);

} // namespace amp2hip

#endif
