//===- WindowsPath.h - Paths as Windows projects write them -----*- C++ -*-===//
//
// Project files name files with backslashes, relative to the project, in
// any letter case (Windows' file systems ignore case). These helpers find
// the file that Windows would have found, on a case-sensitive file system.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_WINDOWSPATH_H
#define AMP2HIP_PROJECT_WINDOWSPATH_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// `a\b\c.h` -> `a/b/c.h`.
std::string withSlashes(llvm::StringRef Path);

/// `C:\...`, `C:/...`, `\\server\...`: a path of the Windows machine the
/// project was written on, meaningless here.
bool isWindowsAbsolute(llvm::StringRef Path);

/// The file or directory \p Spelled (relative to \p Base, or absolute; either
/// separator) as it exists on disk, matching each component's letter case as
/// Windows would. Empty when there is none; \p Ambiguous is set (and the
/// result empty) when a component matches two entries that differ only in
/// case, and \p Twins (if given) gets those entries.
std::string findAsWindowsWould(llvm::StringRef Base, llvm::StringRef Spelled,
                               bool *Ambiguous = nullptr,
                               std::vector<std::string> *Twins = nullptr);

/// The include name \p Spelled (which found \p Target, a real path) as the
/// file is really spelled on disk, with `/`: `..\Scan\scan.H` for
/// /p/Scan/Scan.h is `../Scan/Scan.h`. \p Spelled itself when it already is.
std::string spellingAsOnDisk(llvm::StringRef Spelled, llvm::StringRef Target);

} // namespace amp2hip

#endif
