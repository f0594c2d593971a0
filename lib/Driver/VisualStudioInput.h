//===- VisualStudioInput.h - The front door for .sln and .vcxproj -*- C++ -*-=//
//
// Two phases around the usual ones (RunPlan.h): before, a solution becomes
// the run's inputs, root and compile commands (one per source, from its
// project's settings); after the outputs are written, the solution becomes
// OUT/CMakeLists.txt with a target per project that can build.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_VISUALSTUDIOINPUT_H
#define AMP2HIP_DRIVER_VISUALSTUDIOINPUT_H

#include "Driver/Report.h"
#include "Driver/RunPlan.h"
#include "Project/VsSolution.h"

namespace amp2hip {

struct VisualStudioRun {
  VsSolution Solution;
  TranslatorOptions Opts; ///< The user's, with the solution's sources.
  std::unique_ptr<clang::tooling::CompilationDatabase> Db;
  ProjectScope Scope; ///< The root, what lies outside it, what is listed.
};

/// True when the run's input is a .sln or .vcxproj.
bool hasVisualStudioInput(const TranslatorOptions &Opts);

/// Reads the solution and plans the run: its sources are the inputs, the
/// root is the solution's folder (or --in-root), never widened; what the
/// projects name outside it (sources, projects, include directories,
/// forced includes) is reported (AH1320) and placed under OUT/_outside.
/// Each source's command carries its project's settings (then the user's
/// `--` arguments). The projects' notes go to \p Log.
llvm::Expected<VisualStudioRun>
prepareVisualStudio(const TranslatorOptions &Opts, llvm::raw_ostream &Log);

/// Writes OUT/CMakeLists.txt and reports, per project, whether its target
/// can build. False (with an error on \p Log) when the file cannot be
/// written.
bool writeVisualStudioProject(const VisualStudioRun &VS, const RunPlan &Plan,
                              llvm::raw_ostream &Log);

} // namespace amp2hip

#endif
