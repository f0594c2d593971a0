//===- KernelSubscriptCheckRewrite.h - Places of kernel subscripts -*- C++ -*-//
//
// A checked build (docs/checked-build.md) names the source line of a bad
// access. The runtime learns it from default arguments, but nvcc places a
// constructor's default arguments at the constructor when the kernel is an
// extended lambda, and the subscript operators' parameters get their place
// through constructors. So in amp code each subscript of a C++ AMP array,
// array_view or texture gets its index wrapped in a function call whose
// default arguments nvcc places right: `v[i + 1]` becomes
// `v[amp2hip::at(i + 1)]`, `m(y, x)` becomes `m(amp2hip::at(y), x)`.
// Subscripts written in macros stay as they are (still checked; the line
// may then be the runtime's under nvcc).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_KERNELSUBSCRIPTCHECKREWRITE_H
#define AMP2HIP_REWRITE_KERNELSUBSCRIPTCHECKREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class KernelSubscriptCheckRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "kernel subscript check"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
