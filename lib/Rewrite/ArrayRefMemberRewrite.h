//===- ArrayRefMemberRewrite.h - Functor members referring to arrays -*- C++
//-*-=//
//
// A kernel functor may hold `concurrency::array<T, N> &` members. The functor
// is copied to the GPU, where a reference to the host object means nothing,
// so the member's type becomes amp2hip::array_ref_for<...>: a device handle
// that the user's constructor still initialises from the array and the
// kernel still uses like the array.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_ARRAYREFMEMBERREWRITE_H
#define AMP2HIP_REWRITE_ARRAYREFMEMBERREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class ArrayRefMemberRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "array-ref-member"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
