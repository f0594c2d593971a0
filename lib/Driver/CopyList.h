//===- CopyList.h - What the output tree receives untranslated --*- C++ -*-===//
//
// Besides the translated sources and the headers they reach, --out-root
// receives copies of the project's other files, so that it builds. Which
// ones, and why, is decided before anything is translated: what the
// project lists (a Visual Studio project's items and its own build files),
// a tree's sources, headers and build scripts, or, with --copy=all, every
// file under the root. Symbolic
// links are never followed out of the root: one that points inside it is
// written as a relative link, the others are left out with a warning (or
// kept as they are with --keep-links).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_COPYLIST_H
#define AMP2HIP_DRIVER_COPYLIST_H

#include "Driver/ProjectBounds.h"
#include "Driver/RunDiagnostics.h"
#include <string>
#include <vector>

namespace amp2hip {

/// --copy: what --out-root receives besides the translations.
enum class CopyPolicy {
  Default, ///< Needed for a Visual Studio solution, All for a tree.
  Needed,  ///< What the project lists, or its sources, headers and build
           ///< files by name.
  All,     ///< Every file under the root (hidden ones aside).
};

/// Why a file is copied.
enum class CopyReason {
  Listed,   ///< A project's item names it.
  Build,    ///< The build's own input: solution, project, property sheet,
            ///< or a build script of a tree (Makefile, CMakeLists.txt ...).
  Source,   ///< A C or C++ source or header of a tree (--copy=needed).
  Mirrored, ///< Under the root, which the run mirrors whole.
};
const char *copyReasonName(CopyReason R);

/// A file a Visual Studio solution names.
struct ListedFile {
  std::string Path;  ///< Absolute, `..` removed lexically.
  std::string Owner; ///< The project or solution that names it.
  CopyReason Why = CopyReason::Listed;
  bool Header = false; ///< A ClInclude: written when the translation
                       ///< reaches it, even outside the root.
};

struct PlannedCopy {
  std::string From; ///< Real path.
  std::string To;   ///< Under the out-root.
  CopyReason Why;
};

struct PlannedLink {
  std::string At;   ///< Under the out-root.
  std::string Text; ///< What it points at.
};

struct CopyList {
  std::vector<PlannedCopy> Files;
  std::vector<PlannedLink> Links;
};

struct CopyRequest {
  OutputLayout Layout; ///< Root, outside folder, out-root.
  CopyPolicy Policy = CopyPolicy::All;
  bool KeepLinks = false;
  /// Visual Studio: what the solution names (else the root is walked).
  const std::vector<ListedFile> *Listed = nullptr;
};

/// The copies and links of the output tree; a link left out (or kept) and a
/// listed file outside the root add a finding.
CopyList planCopies(const CopyRequest &R,
                    std::vector<BoundaryFinding> &Findings);

/// The finding for a link that leaves the root, dangles or loops, found
/// at \p Path (left out, or kept with \p KeepLinks).
BoundaryFinding linkFinding(llvm::StringRef Path, const LinkInfo &L,
                            llvm::StringRef Root, bool KeepLinks);

/// A build file of a source tree, by name: Makefile, *.mk, CMakeLists.txt,
/// *.cmake, a Visual Studio solution, project or property sheet.
bool isBuildFileName(llvm::StringRef Name);

/// A C or C++ header, by name (.h .hh .hpp .hxx .inl .ipp .tcc .cuh).
bool isHeaderName(llvm::StringRef Name);

} // namespace amp2hip

#endif
