//===- CMakeProjectWriter.h - A solution as a CMake project -----*- C++ -*-===//
//
// The CMakeLists.txt that builds a translated solution's targets on Linux
// with amp2hip's CMake package (docs/cmake.md): one target per project,
// named after it, with the project's settings and references.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_CMAKEPROJECTWRITER_H
#define AMP2HIP_PROJECT_CMAKEPROJECTWRITER_H

#include "Project/VsSolution.h"
#include <functional>
#include <map>
#include <string>

namespace amp2hip {

/// Why a project's target cannot build (a source not translated, a
/// reference that cannot build, a kind CMake cannot make), by project path.
using UnbuildableTargets = std::map<std::string, std::string>;

/// The text of OUT/CMakeLists.txt for \p S translated from \p InRoot into a
/// tree that mirrors it. Targets in \p Unbuildable are listed in comments
/// and left out. \p SourceDir is how the file names the root of that tree
/// (its own folder, or `${CMAKE_CURRENT_SOURCE_DIR}/..` when it is written
/// one level down).
std::string cmakeListsFor(
    const VsSolution &S, llvm::StringRef InRoot,
    const UnbuildableTargets &Unbuildable,
    llvm::StringRef SourceDir = "${CMAKE_CURRENT_SOURCE_DIR}");

/// Where a file or folder of the solution (absolute) lies in the translated
/// tree: its path relative to the tree's root ("" for the root itself), or
/// an absolute path when the tree does not hold it (it is used in place).
using TreePlace = std::function<std::string(llvm::StringRef)>;

/// cmakeListsFor, with the tree's layout given by \p Place (files outside
/// the root live elsewhere in it: OUT/_outside).
std::string cmakeListsFor(const VsSolution &S, const TreePlace &Place,
                          const UnbuildableTargets &Unbuildable,
                          llvm::StringRef SourceDir);

/// The CMake target name of a project (its name, made a valid CMake name).
std::string cmakeTargetName(const VcxProject &P);

/// A first line that marks the files amp2hip generates (an existing
/// CMakeLists.txt without it is never overwritten).
extern const char *const GeneratedCMakeMarker;

} // namespace amp2hip

#endif
