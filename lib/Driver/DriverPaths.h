//===- DriverPaths.h - Path and file helpers of the driver ------*- C++ -*-===//
#ifndef AMP2HIP_DRIVER_DRIVERPATHS_H
#define AMP2HIP_DRIVER_DRIVERPATHS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

/// \p Path made absolute against the working directory, dots removed (no
/// symbolic links resolved: see realPath for that).
std::string absolute(llvm::StringRef Path);

/// \p Path relative to \p Dir (both absolute), with `..` where needed.
std::string relativeTo(llvm::StringRef Path, llvm::StringRef Dir);

/// The file's text on disk (empty when it cannot be read).
std::string readFile(llvm::StringRef Path);

/// \p Path relative to the working directory when it lies under it.
std::string displayPath(llvm::StringRef Path);

} // namespace amp2hip

#endif
