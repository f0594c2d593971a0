//===- KernelFunctorRewrite.h - Kernel lambdas as named functors -*- C++
//-*-===//
//
// nvcc refuses an extended __device__ lambda whose enclosing function has a
// deduced return type (`auto make_kernel(...) { return [=](index<1> i)
// restrict(amp) {...}; }`), the usual way to return a kernel. Such a lambda
// becomes a named function object defined right before the function (a
// template when the function is one): its captures become members, its body
// the body of a __device__ operator(), and the lambda expression becomes an
// aggregate initialization from the captured variables.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_KERNELFUNCTORREWRITE_H
#define AMP2HIP_REWRITE_KERNELFUNCTORREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class KernelFunctorRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "kernel-functor"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
