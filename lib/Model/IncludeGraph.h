//===- IncludeGraph.h - Which files the output build reads ------*- C++ -*-===//
//
// Every include directive the preprocessor meets is recorded
// (Frontend/IncludeGraphCollector), with each entry of a file into the
// translation unit: an entry is "in the build" from the first place where an
// include that the output build also performs enters it, or names its file
// when the file is already read (include guard, #pragma once: the build then
// has what that entry, and the entries it made, read). Includes are not in
// the build when they come from the forced headers, name
// amp2hip/parse_model.h, or sit in one of amp2hip's headers inside an
// `#if` on AMP2HIP_PARSE_MODEL or AMP2HIP_MODE_PARSE.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_INCLUDEGRAPH_H
#define AMP2HIP_MODEL_INCLUDEGRAPH_H

#include "clang/Basic/SourceLocation.h"
#include <map>
#include <string>
#include <vector>

namespace clang {
class FileEntry;
} // namespace clang

namespace amp2hip {

/// An #include of a project file, a possible place for an added include.
struct IncludeAnchor {
  clang::SourceLocation Hash; ///< The '#'.
  /// Conditional directives (#if ...) open around it.
  unsigned Depth = 0;
  /// The condition of the outermost of them: the macro of an #ifndef, the
  /// text of an #if.
  std::string OuterCondition;
};

/// A macro expanded where a project file spells its name.
struct ImplicitMacroUse {
  clang::SourceLocation Spelled;  ///< The name, in a project file.
  clang::SourceLocation Expanded; ///< Where the translation unit reads it.
  clang::SourceLocation Definition;
  std::string Name;
};

/// What the preprocessor saw about includes (Frontend/IncludeGraphCollector).
struct IncludeGraph {
  using FileKey = const clang::FileEntry *;
  /// The first place where the output build reads each entry of a file
  /// into the translation unit: where it is entered by an include the build
  /// performs too, or where such an include finds it already read (include
  /// guard, #pragma once) and so reads what its first entry read.
  std::map<clang::FileID, clang::SourceLocation> InBuildAt;
  /// Each include directive's header name as written ("<cstdio>"), by the
  /// file holding it and the file it names.
  std::map<std::pair<clang::FileID, FileKey>, std::string> Spelled;
  /// The includes of each project file, in order.
  std::map<clang::FileID, std::vector<IncludeAnchor>> Anchors;
  std::vector<ImplicitMacroUse> MacroUses;
  /// amp2hip/parse_model.h: what it declares, <hip/hip_runtime.h> provides
  /// in the build, wherever amp2hip/platform.h (its first entry) is read.
  FileKey ParseModel = nullptr;
  clang::FileID PlatformEntry;
  /// amp2hip/msvc/crt.h: its own names get <amp2hip/msvc/crt.h>
  /// (WindowsIncludeRewrite).
  FileKey Crt = nullptr;
  /// amp2hip's include directory (real path).
  std::string AmpDir;
};

} // namespace amp2hip

#endif
