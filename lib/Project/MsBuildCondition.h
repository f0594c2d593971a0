//===- MsBuildCondition.h - MSBuild's Condition attributes ------*- C++ -*-===//
//
// Project files choose their settings per configuration with conditions
// such as `'$(Configuration)|$(Platform)'=='Release|Win32'`. This evaluates
// the subset projects use: quoted strings with $(Property) references,
// == and != (case-insensitive, as MSBuild compares), and, or, !,
// parentheses, true/false, and Exists('path').
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_MSBUILDCONDITION_H
#define AMP2HIP_PROJECT_MSBUILDCONDITION_H

#include "llvm/ADT/StringRef.h"
#include <functional>
#include <string>

namespace amp2hip {

/// Expands $(Name) references in a string (the caller's properties).
using PropertyExpander = std::function<std::string(llvm::StringRef)>;

/// Evaluates \p Condition; an empty condition is true. \p Exists answers
/// Exists('...') for an expanded path. A condition this cannot read is
/// false, and \p Unreadable (if given) is set.
bool evaluateCondition(llvm::StringRef Condition,
                       const PropertyExpander &Expand,
                       const std::function<bool(llvm::StringRef)> &Exists,
                       bool *Unreadable = nullptr);

} // namespace amp2hip

#endif
