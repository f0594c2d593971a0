//===- VsSolution.h - The projects of a Visual Studio solution --*- C++ -*-===//
#ifndef AMP2HIP_PROJECT_VSSOLUTION_H
#define AMP2HIP_PROJECT_VSSOLUTION_H

#include "Project/VcxProject.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace amp2hip {

struct VsSolution {
  std::string Path; ///< The .sln (or the .vcxproj given alone), absolute.
  std::string Dir;
  std::string Name;
  VsConfiguration Config; ///< The solution configuration chosen.
  /// The C++ projects the configuration builds, in the solution's order,
  /// each read for its own configuration as the solution maps it.
  std::vector<VcxProject> Projects;
  std::vector<std::string> Notes; ///< Projects left out, and why.
};

/// Reads a .sln, or a single .vcxproj as a solution of one project.
/// \p Config "Release|Win32", "Debug", or empty (Release, the first
/// platform the solution lists for it).
llvm::Expected<VsSolution> readVsSolution(llvm::StringRef Path,
                                          llvm::StringRef Config);

/// A .sln or .vcxproj file name.
bool isVisualStudioInput(llvm::StringRef Path);

} // namespace amp2hip

#endif
