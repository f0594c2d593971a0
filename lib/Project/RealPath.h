//===- RealPath.h - Real paths and containment ------------------*- C++ -*-===//
#ifndef AMP2HIP_PROJECT_REALPATH_H
#define AMP2HIP_PROJECT_REALPATH_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

/// The real path of \p Path (itself when it cannot be resolved).
std::string realPath(llvm::StringRef Path);

/// True when \p Path lies inside directory \p Dir (both real paths).
bool isUnder(llvm::StringRef Path, llvm::StringRef Dir);

} // namespace amp2hip

#endif
