//===- CompilerView.h - #if on the compiler, parse against build -*- C++ -*-===//
//
// The translator parses as Clang in HIP host mode: __clang__, __GNUC__ (4),
// __HIP__ and __HIPCC__ are defined; _MSC_VER, __CUDACC__, __NVCC__ and the
// device-pass macros are not. The output is built by hipcc (Clang: host and
// device passes) and nvcc (GCC as the host compiler, and its device pass).
// A project file's #if on the compiler's identity can select code in a
// target build that the parse never read (and so never checked or
// translated), or an #error. Frontend/CompilerViewCollector finds such
// conditionals; CompilerViewCheck reports them (AH1400, AH1401).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_COMPILERVIEW_H
#define AMP2HIP_MODEL_COMPILERVIEW_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// The compile passes of the output's builds, as bits.
enum BuildView : unsigned {
  HipccHost = 1,
  HipccDevice = 2,
  NvccHost = 4,
  NvccDevice = 8,
};
constexpr unsigned AllBuildViews = HipccHost | HipccDevice | NvccHost |
                                   NvccDevice;

/// "nvcc's host pass (GCC)" ..., joined with commas and "and".
std::string describeBuildViews(unsigned Views);

/// A conditional chain of a project file that selects other code in some
/// build passes than in the parse.
struct CompilerViewDivergence {
  clang::SourceLocation If; ///< The #if (#ifdef, #ifndef) of the chain.
  unsigned Views = 0;       ///< The passes that take another branch.
  /// An #error in a branch some passes take and the parse skipped.
  clang::SourceLocation Error;
  unsigned ErrorViews = 0;
};

} // namespace amp2hip

#endif
