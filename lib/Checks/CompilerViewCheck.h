//===- CompilerViewCheck.h - #if on the compiler's identity -----*- C++ -*-===//
//
// A project file's conditional on the compiler (__clang__, __GNUC__,
// __CUDACC__, __CUDA_ARCH__ ...) that selects other code in a pass of the
// hipcc or nvcc build than in amp2hip's parse (Clang, HIP host pass): the
// code that pass compiles was never checked or translated (AH1400, a
// warning), and an #error there stops the build (AH1401). Model/CompilerView.h.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_COMPILERVIEWCHECK_H
#define AMP2HIP_CHECKS_COMPILERVIEWCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class CompilerViewCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "compiler-view"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
