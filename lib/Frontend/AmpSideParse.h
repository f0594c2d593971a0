//===- AmpSideParse.h - The device-side parse of one source -----*- C++ -*-===//
//
// The second parse of a translation unit whose overloads differ in
// restriction (Model/AmpSide.h): the same pre-passed text, parsed as HIP
// device code, so that Clang resolves the calls of amp code among the amp
// candidates. Its diagnostics are not shown; its overload failures are
// recorded, and a failed parse leaves the caller to its host-side guesses.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_AMPSIDEPARSE_H
#define AMP2HIP_FRONTEND_AMPSIDEPARSE_H

#include "Frontend/Prepass.h"
#include "Model/AmpSide.h"
#include "Model/VisualCppView.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <memory>
#include <string>
#include <vector>

namespace amp2hip {

struct AmpSideRequest {
  const clang::tooling::CompilationDatabase *Db = nullptr;
  std::string Source;                 ///< As the database names it.
  std::vector<std::string> ParseArgs; ///< The host parse's model arguments.
  RestrictMacroTable Macros;          ///< The project's restriction macros.
  std::string AmpIncludeDir;          ///< Real path of amp2hip's headers.
  std::string Root;                   ///< The project root (empty: the
                                      ///< source's directory).
  /// Where files may be named as Windows names them (PrepassFileSystem).
  std::vector<std::string> ProjectRoots;
  /// The compiler project files' conditionals see.
  CompilerViewKind CompilerView = CompilerViewKind::VisualCpp;
  /// The run's C++ AMP dialect.
  SourceDialect Dialect = SourceDialect::VisualCpp;
};

/// The device-side counterparts of the host parse's model arguments.
std::vector<std::string>
deviceSideArgs(const std::vector<std::string> &HostArgs);

/// Parses \p R's source as device code; null when the parse did not run.
std::shared_ptr<AmpSideCalls> parseAmpSide(const AmpSideRequest &R);

} // namespace amp2hip

#endif
