//===- ProjectBounds.h - Where a project ends -------------------*- C++ -*-===//
//
// amp2hip never takes more than the project: these helpers say whether a
// path lies inside the project root, what a symbolic link points at, and
// where a file inside or outside the root goes in the output.
//
// Two kinds of containment, on purpose:
// - Lexical: a path a project file names (`linked\..\a.cpp`) is resolved as
//   Windows and MSBuild resolve it, `..` removing the component before it
//   in the spelling, whatever that component is on disk.
// - Real: what a file is on disk (every symbolic link resolved) must lie
//   inside the real root before its content may reach the output.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_PROJECTBOUNDS_H
#define AMP2HIP_DRIVER_PROJECTBOUNDS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// \p Path made absolute against \p Base (the working directory when
/// empty), with `.` and `..` removed lexically (no link resolved).
std::string lexicalPath(llvm::StringRef Path, llvm::StringRef Base = "");

/// \p Path (lexically normalised) is \p Root or lies under it; both may be
/// relative to the working directory.
bool lexicallyInside(llvm::StringRef Path, llvm::StringRef Root);

/// What \p Path is on disk (links resolved) is \p RealRoot or lies under it.
/// False when \p Path cannot be resolved (missing, dangling, a loop).
bool reallyInside(llvm::StringRef Path, llvm::StringRef RealRoot);

/// The deepest folder that holds every path of \p Paths (absolute); "/" when
/// they share none, empty when \p Paths is.
std::string commonFolder(const std::vector<std::string> &Paths);

enum class LinkKind {
  NotALink, ///< A regular file or folder (or nothing at all).
  Inside,   ///< Its target, all links resolved, lies inside the root.
  Outside,  ///< Its target lies outside the root.
  Dangling, ///< Its target does not exist.
  Loop,     ///< Resolving it never ends (a -> b -> a).
};

struct LinkInfo {
  LinkKind Kind = LinkKind::NotALink;
  std::string Text; ///< The link's own text (its target as written).
  std::string Real; ///< Its target's real path (Inside and Outside only).
};

/// The text of the symbolic link \p Path; empty when it is not one.
std::string linkText(llvm::StringRef Path);

/// What \p Path is, when it is a symbolic link itself, with respect to
/// \p RealRoot.
LinkInfo classifyLink(llvm::StringRef Path, llvm::StringRef RealRoot);

/// The text of a relative link at \p LinkPath that points at \p Target
/// (both absolute, lexically normal): `../lib/x.h`.
std::string relativeLinkText(llvm::StringRef LinkPath, llvm::StringRef Target);

/// Where the files of a project go in the output: a file under the root at
/// its path relative to the root, a file the projects name outside it under
/// OUT/_outside at its path relative to the folder that holds both.
struct OutputLayout {
  std::string Root;    ///< Real path of the project root.
  std::string Outside; ///< Real path of the folder that holds the root and
                       ///< the files outside it; empty: nothing outside.
  std::string OutRoot; ///< Absolute; empty: no output tree.

  /// The output path of the file (or folder) whose real path is \p Real;
  /// empty when it has no place in the output (outside both folders).
  /// The result always lies under OutRoot.
  std::string place(llvm::StringRef Real) const;
  /// place()'s result relative to OutRoot (`_outside/shared/x.cpp`).
  std::string placeRelative(llvm::StringRef Real) const;
  /// \p Real lies inside the root itself.
  bool inRoot(llvm::StringRef Real) const;
};

/// The folder of the output that receives files from outside the root.
extern const char *const OutsideFolder;

} // namespace amp2hip

#endif
