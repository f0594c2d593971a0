//===- DepFile.h - Make-syntax dependency files -----------------*- C++ -*-===//
//
// `amp2hip --depfile=F in.cpp -o out.cpp` writes `out.cpp: in.cpp h1 h2 ...`
// so that build systems (Make, Ninja, CMake's DEPFILE) rerun the translation
// when a header it read changes.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_DEPFILE_H
#define AMP2HIP_DRIVER_DEPFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

/// \p Path escaped for a Make rule: spaces and '#' with a backslash, '$' as
/// '$$' (the escaping Make, Ninja and Clang's own -MF agree on).
std::string escapeForMake(llvm::StringRef Path);

/// The rule `Target: Input Deps...`, one prerequisite per continued line.
std::string makeDepfile(llvm::StringRef Target, llvm::StringRef Input,
                        llvm::ArrayRef<std::string> Deps);

} // namespace amp2hip

#endif
