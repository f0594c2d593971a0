//===- VcxProject.h - What a Visual C++ project builds ----------*- C++ -*-===//
//
// Reads a .vcxproj for one configuration the way MSBuild evaluates it, for
// what a build elsewhere needs: the sources, the compiler settings
// (include directories, definitions, character set, forced includes,
// precompiled header, OpenMP, language standard), the kind of target and
// the projects it references. Property sheets of the project's own tree
// are read; Visual Studio's own (under $(VCTargetsPath)) are not, as they
// only set what a Windows toolchain needs.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_VCXPROJECT_H
#define AMP2HIP_PROJECT_VCXPROJECT_H

#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace amp2hip {

struct VsConfiguration {
  std::string Configuration = "Release";
  std::string Platform; ///< Empty: the project's first for Configuration.
  std::string str() const { return Configuration + "|" + Platform; }
};

enum class VsTargetKind { Application, StaticLibrary, DynamicLibrary, Other };

struct VcxProject {
  std::string Path; ///< The .vcxproj, absolute.
  std::string Dir;  ///< Its directory, absolute.
  std::string Name; ///< ProjectName, else the file's stem.
  std::string Guid; ///< ProjectGuid, upper case with braces.
  VsConfiguration Config;
  VsTargetKind Kind = VsTargetKind::Application;
  std::string KindName;                    ///< ConfigurationType as written.
  std::vector<std::string> Sources;        ///< ClCompile items built, absolute.
  std::vector<std::string> Headers;        ///< ClInclude items, absolute.
  std::vector<std::string> IncludeDirs;    ///< Existing, absolute.
  std::vector<std::string> Defines;        ///< NAME or NAME=VALUE.
  std::vector<std::string> ForcedIncludes; ///< Absolute.
  std::string PrecompiledHeader;           ///< The header when sources use one.
  bool Unicode = false;   ///< CharacterSet Unicode: _UNICODE, UNICODE.
  bool MultiByte = false; ///< CharacterSet MultiByte: _MBCS.
  bool OpenMP = false;
  std::string LanguageStandard; ///< stdcpp14, stdcpp17, stdcpp20, stdcpplatest.
  std::vector<std::string> References; ///< Referenced .vcxproj, absolute.
  /// Every file the project's items name that exists (sources built or
  /// not, headers, resources, data: ClCompile, ClInclude, None, Content,
  /// Image, Text, ResourceCompile ...), absolute, `..` removed lexically.
  std::vector<std::string> Listed;
  /// The property sheets the project imports from its own tree, and its
  /// .vcxproj.filters when there is one: the build's own inputs.
  std::vector<std::string> BuildFiles;
  /// What was read but cannot carry over (a Windows path, a macro of the
  /// Windows toolchain, a missing file), one line each.
  std::vector<std::string> Notes;

  /// The C++ standard the project compiles in: 14, 17, 20 ... (C++14 when
  /// LanguageStandard is absent or Default, as Visual Studio 2015-2019).
  unsigned cxxStandard() const;

  /// The compiler arguments the project's settings mean for a parse or a
  /// build here (-std, -D, -I, -include).
  std::vector<std::string> compilerArgs() const;
};

/// Reads \p Path for \p Config. \p SolutionDir gives $(SolutionDir) (empty:
/// the project's directory).
llvm::Expected<VcxProject> readVcxProject(llvm::StringRef Path,
                                          const VsConfiguration &Config,
                                          llvm::StringRef SolutionDir = "");

const char *targetKindName(VsTargetKind K);

} // namespace amp2hip

#endif
