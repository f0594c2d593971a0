//===- OverloadSplitRewrite.h - One overload per compile pass ---*- C++ -*-===//
//
// C++ AMP overloads a function on restriction alone:
//
//   int where() restrict(cpu) { return 0; }
//   int where() restrict(amp) { return 1; }
//
// clang accepts the HIP equivalent (a host and a device function of one
// signature), nvcc does not. Both accept one __host__ __device__ function per
// compile pass, so each overload (already made __host__ __device__ by
// RestrictRewrite) keeps its body and is wrapped in the preprocessor
// condition of its pass. In-class declarations are wrapped too (a class
// cannot declare a member twice); a namespace-scope function gets a plain
// declaration in the other pass, so code between the two definitions still
// finds it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_OVERLOADSPLITREWRITE_H
#define AMP2HIP_REWRITE_OVERLOADSPLITREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class OverloadSplitRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "overload-split"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
